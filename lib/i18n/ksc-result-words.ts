import type { Lang } from './langs'

/** The words of a KSC result that the page and the PDF report share, so they name things alike. */
export const kscResultWords = {
  pl: {
    level: 'Poziom gotowości',
    capped: (level: string) => `Wynik ograniczony: niespełniony środek kluczowy obniża poziom do „${level}”, niezależnie od średniej.`,
    target: (level: string) => `Proponowany cel dla tego statusu: „${level}”.`,
    readiness: 'Gotowość do zgłaszania incydentu (art. 23 ust. 4 NIS2)',
    stages: { '24h': 'Wczesne ostrzeżenie – 24 h od powzięcia wiedzy', '72h': 'Zgłoszenie incydentu – 72 h', '1m': 'Sprawozdanie końcowe – miesiąc od zgłoszenia' },
    statuses: { ready: 'gotowi', partly: 'częściowo', 'not-ready': 'niegotowi', unknown: 'do ustalenia' },
    plan90: 'Plan na 90 dni',
    plan12: 'Plan na 12 miesięcy',
    noActions: 'Brak działań w tym planie.',
    owner: 'Właściciel',
    effort: 'Nakład',
    serves: 'Podstawa',
    keyMark: 'środek kluczowy',
    findOut: 'Do ustalenia (odpowiedzi „nie wiem”)',
  },
  en: {
    level: 'Readiness level',
    capped: (level: string) => `Capped score: a key measure not met holds the level at "${level}", whatever the average.`,
    target: (level: string) => `Suggested target for this status: "${level}".`,
    readiness: 'Incident reporting readiness (NIS2 Art. 23(4))',
    stages: { '24h': 'Early warning – 24 h from becoming aware', '72h': 'Incident notification – 72 h', '1m': 'Final report – one month from the notification' },
    statuses: { ready: 'ready', partly: 'partly', 'not-ready': 'not ready', unknown: 'to find out' },
    plan90: '90-day plan',
    plan12: '12-month plan',
    noActions: 'No actions in this plan.',
    owner: 'Owner',
    effort: 'Effort',
    serves: 'Serves',
    keyMark: 'key measure',
    findOut: 'To find out ("don\'t know" answers)',
  },
} satisfies Record<Lang, Record<string, unknown>>
