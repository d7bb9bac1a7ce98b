import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import type { Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import { turnstileToken } from './fakes'

// Visitors of the KSC check that tests and benchmarks share, as the answers the page sends (option indexes).

/** The scope stage of a key entity: a sector of high criticality, large, in no special case, not under DORA. */
export const keyEntity = { 'scope-sector': 0, 'scope-size': 2, 'scope-special': 1, 'scope-dora': 1 }

/** The landscape stage: HANA and BTP, SAP services reachable from the internet, no Java stack, RISE or GRC. */
export const hanaWithBtp = {
  'land-db': 0,
  'land-java': 1,
  'land-btp': 0,
  'land-rise': 1,
  'land-grc': 1,
  'land-internet': 0,
}

/** Every question answered, the options taken in turn from worst to best, so that every plan has items. */
export const rotatingAnswers = (q: Questionnaire) =>
  Object.fromEntries(q.questions.map((x, i) => [x.id, i % x.options.length]))

/**
 * The i-th of a burst of report requests, as the page sends it (guards passing with the fakes): a key entity with
 * every question answered, its own address, Polish and English in turn.
 */
export const reportBody = (i: number) => ({
  answers: { ...keyEntity, ...rotatingAnswers(questionnaire()) },
  email: `cso.${i}@example.com`,
  fullName: 'Łucja Wróblewska',
  company: 'Zakłady Chemiczne Śląsk S.A.',
  lang: i % 2 ? 'en' : 'pl',
  gdpr: 'on',
  'form-marker': mintFormMarker('requestKscCheckReport', Date.now() - 10_000),
  'bot-challenge-response': turnstileToken('requestKscCheckReport'),
})

// The five organisations of the fourth edition's review, by their scope answers (the register and sector last).

/** A municipal water company: a large entity in a sector of high criticality, register application not filed. */
export const keyWaterCompany = { ...keyEntity, 'scope-register': 1, 'scope-subsector': 4 }

/** A chemicals manufacturer: large, another critical sector (annex II), register application filed. */
export const importantChemicals = {
  'scope-sector': 1,
  'scope-size': 2,
  'scope-special': 1,
  'scope-dora': 1,
  'scope-register': 0,
  'scope-subsector': 7,
}

/** A large company in no NIS2 sector. */
export const outsideCompany = { ...keyEntity, 'scope-sector': 2, 'scope-register': 2, 'scope-subsector': 7 }

/** An insurer: a financial entity under DORA, insurance being no NIS2 sector. */
export const financialInsurer = {
  'scope-sector': 2,
  'scope-size': 2,
  'scope-special': 1,
  'scope-dora': 0,
  'scope-subsector': 7,
}

/** A 30-person SAP hosting provider on its own (no group): ICT service management, but small, so outside the act by size. */
export const smallProvider = {
  'scope-sector': 0,
  'scope-size': 0,
  'scope-special': 1,
  'scope-dora': 1,
  'scope-group': 0,
  'scope-subsector': 7,
}

/** The landscape answer of an organisation that runs SAP systems for others (hosting, application management). */
export const runsSapForOthers = { 'land-provider': 0 }

/** A medium managed service provider (ICT service management, a sector of high criticality): an important entity. */
export const importantProvider = { ...smallProvider, 'scope-size': 1 }

/** The same provider as a company of a group, its size given for itself alone: the group test leaves its status open. */
export const groupProvider = { ...smallProvider, 'scope-group': 2 }
