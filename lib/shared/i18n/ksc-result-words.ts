import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Lang } from './langs'
import { plnRange, spendOf, type PlnRange } from './money'
import { polishPlural } from './polish-plural'

type Tool = { name: string; missing: boolean; without: number }
type Tools = { name: string; missing: boolean }[]

type Deadline = NonNullable<ScoreResult['atDeadline']>

/** What a plan would cost bought in at the visitor's day rate, and the tools it needs to buy or to confirm. */
function planCost(lang: Lang, days: number, rate: PlnRange | null, tools: Tools): string {
  const names = (missing: boolean) =>
    tools
      .filter((t) => t.missing === missing)
      .map((t) => t.name)
      .join(', ')
  const pl = lang === 'pl'
  return [
    days > 0 &&
      (rate
        ? pl
          ? `zlecone na zewnątrz ${plnRange('pl', spendOf(days, rate))} przy waszej stawce`
          : `bought in, ${plnRange('en', spendOf(days, rate))} at your day rate`
        : pl
          ? 'koszt zewnętrzny nieustalony (bez stawki dziennej)'
          : 'outside cost not established (no day rate given)'),
    names(true) && `${pl ? 'do zakupu' : 'to buy'}: ${names(true)}`,
    names(false) && `${pl ? 'do potwierdzenia' : 'to confirm'}: ${names(false)}`,
  ]
    .filter(Boolean)
    .join('; ')
}

// Efforts are sums of half days at the finest; an effort of nothing is never shown as "0 person-days".
const plNumber = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 })
const plDays = (n: number) =>
  n <= 0
    ? 'nakład nieustalony'
    : Number.isInteger(n)
      ? `ok. ${n} ${polishPlural(n, 'osobodzień', 'osobodni', 'osobodni')}`
      : `ok. ${plNumber.format(n)} osobodnia`
const enDays = (n: number) =>
  n <= 0 ? 'effort not established' : `about ${n} ${n === 1 ? 'person-day' : 'person-days'}`

/** The words of a KSC result that the page and the PDF report share, so they name things alike. */
export const kscResultWords = {
  pl: {
    score: 'Wynik ogólny',
    level: 'Poziom gotowości',
    capped: (level: string, failed: boolean) =>
      failed
        ? `Wynik ograniczony: niespełniony środek kluczowy obniża poziom do „${level}”, niezależnie od średniej.`
        : `Wynik ograniczony: dopóki stan środka kluczowego jest nieustalony, poziom nie przekracza „${level}”.`,
    notEstablished: 'nieustalony',
    decisions: 'Trzy decyzje dla zarządu',
    mustDoHeading: 'Obowiązki ustawowe – przed lukami w wyniku',
    mustDoState: { open: 'do wykonania', unknown: 'stan nieustalony', done: 'wykonane' },
    mustDoMeta: (owner: string, date: string, basis: string) => `Odpowiada: ${owner} · termin: ${date} · ${basis}`,
    competent: (csirt: string, authority: string | null) =>
      `Właściwy CSIRT według odpowiedzi: ${csirt}; organ właściwy do spraw cyberbezpieczeństwa: ${authority ?? 'nie wskazujemy dla tego sektora – potwierdźcie w ogłoszonym tekście ustawy'}.`,
    forecast: (
      { open, items, capacity, openMustDo, openKeyActions, established }: Deadline,
      date: string,
      unknown: number,
    ) =>
      !established
        ? `Prognozy na ${date} (koniec okresu dostosowania, według doniesień) nie ustalamy: przy ${unknown} ${polishPlural(unknown, 'odpowiedzi', 'odpowiedziach', 'odpowiedziach')} do ustalenia nie wiadomo, ile działań przybędzie. Wróćcie do niej po planie ustaleń na 30 dni; obowiązki ustawowe mają swoje terminy już teraz.`
        : [
            open === 0
              ? `Przy tempie ${capacity} pozycji na 90 dni obowiązki ustawowe i plany na 90 dni i 12 miesięcy (${items} ${polishPlural(items, 'pozycja', 'pozycje', 'pozycji')}) zamkniecie przed ${date}.`
              : `Na ${date} (koniec okresu dostosowania, według doniesień), przy tempie ${capacity} pozycji na 90 dni, otwartych pozostanie ${open} z ${items} ${polishPlural(items, 'pozycji', 'pozycji', 'pozycji')} obowiązków ustawowych i planów na 90 dni i 12 miesięcy.`,
            open > 0 &&
              (openMustDo.length + openKeyActions.length === 0
                ? 'Obowiązki ustawowe i działania przy środkach kluczowych zostaną zamknięte wcześniej.'
                : `Wśród nich: ${openMustDo.length} ${polishPlural(openMustDo.length, 'obowiązek ustawowy', 'obowiązki ustawowe', 'obowiązków ustawowych')} i ${openKeyActions.length} ${polishPlural(openKeyActions.length, 'działanie', 'działania', 'działań')} przy środkach kluczowych.`),
            unknown > 0 &&
              `Prognoza nie obejmuje ${unknown} ${polishPlural(unknown, 'odpowiedzi', 'odpowiedzi', 'odpowiedzi')} do ustalenia.`,
          ]
            .filter(Boolean)
            .join(' '),
    scoreNotEstablished: (share: number, limit: number) =>
      `Wyniku i poziomu nie ustalamy: ${share}% odpowiedzi to „nie wiem” lub brak odpowiedzi, a ocena może się opierać najwyżej na ${limit}% takich odpowiedzi. Najpierw plan ustaleń na 30 dni.`,
    keyFailed: 'Niespełnione środki kluczowe:',
    keyUnknown: 'Środki kluczowe o nieustalonym stanie (ani spełnione, ani niespełnione):',
    target: (level: string) => `Proponowany cel dla tego statusu: „${level}”.`,
    readiness: 'Gotowość do zgłaszania incydentu (art. 23 ust. 4 NIS2)',
    stages: {
      '24h': 'Wczesne ostrzeżenie – 24 h od powzięcia wiedzy',
      '72h': 'Zgłoszenie incydentu – 72 h',
      '1m': 'Sprawozdanie końcowe – miesiąc od zgłoszenia',
      classification: 'Klasyfikowanie poważnego incydentu (art. 18 DORA)',
      initial: 'Wstępne powiadomienie KNF – 4 h od klasyfikacji, najpóźniej 24 h od powzięcia wiedzy',
      'follow-up': 'Sprawozdanie pośrednie (72 h) i końcowe (miesiąc) oraz informacja dla klientów',
    },
    statuses: {
      ready: 'przygotowane',
      partly: 'przygotowane częściowo',
      'not-ready': 'nieprzygotowane',
      unknown: 'nieustalone',
    },
    reportingDora: 'Gotowość do zgłaszania poważnych incydentów według DORA (art. 18–19)',
    reportingElsewhere: {
      dora: 'Poważne incydenty związane z ICT klasyfikujecie i zgłaszacie według DORA do KNF, a nie do CSIRT według art. 23 NIS2 (art. 4 NIS2).',
    },
    doraNotAssessed:
      'Czego według DORA ta samoocena nie obejmuje: zaawansowanych testów penetracyjnych opartych na analizie zagrożeń (TLPT, art. 26–27), rejestru informacji o umowach z zewnętrznymi dostawcami usług ICT (art. 28 ust. 3) ani ustaleń o wymianie informacji (art. 45); ramy zarządzania ryzykiem ICT (art. 5–16), testy (art. 24–25) i ryzyko dostawców ICT (art. 28–30) oceniamy tylko w części dotyczącej SAP.',
    plan30: 'Plan ustaleń na 30 dni (odpowiedzi „nie wiem” i pytania bez odpowiedzi)',
    plan30Intro: (items: number, days: string) =>
      `${items} ${polishPlural(items, 'odpowiedź', 'odpowiedzi', 'odpowiedzi')} do ustalenia, ${days}; najpierw środki kluczowe. Według właścicieli:`,
    plan90: 'Plan na 90 dni',
    load: 'Obciążenie według właścicieli',
    plan12: 'Plan na 12 miesięcy',
    planImprove: 'Usprawnienia (odpowiedzi tuż poniżej najlepszej)',
    noActions: 'Brak działań w tym planie.',
    planTotal: (items: number, days: number) =>
      `${items} ${polishPlural(items, 'działanie', 'działania', 'działań')}, ${plDays(days)}`,
    planCost: (days: number, rate: PlnRange | null, tools: Tools = []) => planCost('pl', days, rate, tools),
    queued: 'czeka w kolejce z planu na 90 dni',
    states: { missing: 'brak środka', paper: 'tylko na papierze', partial: 'częściowo wdrożone' },
    weeksLeft: (weeks: number) =>
      `Do końca okresu dostosowania (około kwietnia 2027 r., według doniesień) zostało ${weeks} ${polishPlural(weeks, 'tydzień', 'tygodnie', 'tygodni')}.`,
    owner: 'Właściciel',
    effort: 'Nakład',
    days: plDays,
    tool: ({ name, missing, without }: Tool) =>
      missing
        ? `wymaga: ${name} (do zakupu; ceny licencji nie szacujemy)`
        : `zakłada: ${name}; bez tego narzędzia ${plDays(without)} i zakup licencji`,
    serves: 'Podstawa',
    kscAct: 'ustawa o KSC',
    keyMark: 'środek kluczowy',
    legalMark: 'obowiązek ustawowy',
    weakest: 'Najsłabsze obszary',
  },
  en: {
    score: 'Overall score',
    level: 'Readiness level',
    capped: (level: string, failed: boolean) =>
      failed
        ? `Capped score: a key measure not met holds the level at "${level}", whatever the average.`
        : `Capped score: while a key measure is not established, the level stays at "${level}" at most.`,
    notEstablished: 'not established',
    decisions: 'Three decisions for the board',
    mustDoHeading: 'Legal must-dos – before any score gap',
    mustDoState: { open: 'to do', unknown: 'not established', done: 'done' },
    mustDoMeta: (owner: string, date: string, basis: string) => `Owner: ${owner} · due: ${date} · ${basis}`,
    competent: (csirt: string, authority: string | null) =>
      `Competent CSIRT from your answers: ${csirt}; competent cybersecurity authority: ${authority ?? 'none named for this sector – confirm against the published text of the act'}.`,
    forecast: (
      { open, items, capacity, openMustDo, openKeyActions, established }: Deadline,
      date: string,
      unknown: number,
    ) =>
      !established
        ? `No forecast for ${date} (the end of the adaptation period, as reported) is established: with ${unknown} ${unknown === 1 ? 'answer' : 'answers'} to establish, how many actions they will add is not known. Return to it after the 30-day discovery plan; the legal must-dos have their dates now.`
        : [
            open === 0
              ? `At ${capacity} items per 90 days, the legal must-dos and the 90-day and 12-month plans (${items} ${items === 1 ? 'item' : 'items'}) close before ${date}.`
              : `On ${date} (the end of the adaptation period, as reported), at ${capacity} items per 90 days, ${open} of ${items} items of the legal must-dos and the 90-day and 12-month plans will still be open.`,
            open > 0 &&
              (openMustDo.length + openKeyActions.length === 0
                ? 'The legal must-dos and the actions on key measures close before then.'
                : `Among them: ${openMustDo.length} legal ${openMustDo.length === 1 ? 'must-do' : 'must-dos'} and ${openKeyActions.length} ${openKeyActions.length === 1 ? 'action' : 'actions'} on key measures.`),
            unknown > 0 && `The forecast leaves out ${unknown} ${unknown === 1 ? 'answer' : 'answers'} to establish.`,
          ]
            .filter(Boolean)
            .join(' '),
    scoreNotEstablished: (share: number, limit: number) =>
      `No score or level is established: ${share}% of the answers are "don't know" or missing, and an assessment can rest on at most ${limit}% of such answers. The 30-day discovery plan comes first.`,
    keyFailed: 'Key measures not met:',
    keyUnknown: 'Key measures not established (neither met nor not met):',
    target: (level: string) => `Suggested target for this status: "${level}".`,
    readiness: 'Incident reporting readiness (NIS2 Art. 23(4))',
    stages: {
      '24h': 'Early warning – 24 h from becoming aware',
      '72h': 'Incident notification – 72 h',
      '1m': 'Final report – one month from the notification',
      classification: 'Classifying a major incident (DORA Art. 18)',
      initial: 'Initial notification to KNF – 4 h from classification, at most 24 h from becoming aware',
      'follow-up': 'Intermediate (72 h) and final (one month) reports, and notice to clients',
    },
    statuses: { ready: 'ready', partly: 'partly ready', 'not-ready': 'not ready', unknown: 'not established' },
    reportingDora: 'Readiness to report major incidents under DORA (Art. 18-19)',
    reportingElsewhere: {
      dora: 'You classify and report major ICT-related incidents under DORA to KNF, not to a CSIRT under NIS2 Art. 23 (NIS2 Art. 4).',
    },
    doraNotAssessed:
      'What this self-assessment does not cover under DORA: threat-led penetration testing (TLPT, Art. 26-27), the register of information on contracts with ICT third-party providers (Art. 28(3)) and information-sharing arrangements (Art. 45); the ICT risk-management framework (Art. 5-16), testing (Art. 24-25) and ICT third-party risk (Art. 28-30) are assessed only as far as SAP goes.',
    plan30: '30-day discovery plan ("don\'t know" answers and unanswered questions)',
    plan30Intro: (items: number, days: string) =>
      `${items} ${items === 1 ? 'answer' : 'answers'} to establish, ${days}; key measures first. By owner:`,
    plan90: '90-day plan',
    load: 'Load by owner',
    plan12: '12-month plan',
    planImprove: 'Improvements (answers just below the best)',
    noActions: 'No actions in this plan.',
    planTotal: (items: number, days: number) => `${items} ${items === 1 ? 'action' : 'actions'}, ${enDays(days)}`,
    planCost: (days: number, rate: PlnRange | null, tools: Tools = []) => planCost('en', days, rate, tools),
    queued: 'queued from the 90-day plan',
    states: { missing: 'no control', paper: 'on paper only', partial: 'partly in place' },
    weeksLeft: (weeks: number) =>
      `${weeks} ${weeks === 1 ? 'week' : 'weeks'} remain to the end of the adaptation period (about April 2027, as reported).`,
    owner: 'Owner',
    effort: 'Effort',
    days: enDays,
    tool: ({ name, missing, without }: Tool) =>
      missing
        ? `needs ${name} (to buy; licence prices not estimated)`
        : `assumes ${name}; without one, ${enDays(without)} and a licence to buy`,
    serves: 'Serves',
    kscAct: 'KSC act',
    keyMark: 'key measure',
    legalMark: 'legal must-do',
    weakest: 'Weakest areas',
  },
} satisfies Record<Lang, Record<string, unknown>>
