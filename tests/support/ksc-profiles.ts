import type { Questionnaire } from '@/lib/ksc/questionnaire-schema'

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
