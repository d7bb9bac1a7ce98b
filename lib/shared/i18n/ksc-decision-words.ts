import { kscResultWords } from './ksc-result-words'
import { polishPlural } from './polish-plural'
import type { Lang } from './langs'

const pl = kscResultWords.pl
const en = kscResultWords.en
const withCost = (total: string, cost: string) => (cost ? `${total}; ${cost}` : total)

/** The plan a DORA entity's or a supplier's decision carries, with its money. */
type Carried = { horizon: '90d' | '12m'; items: number; days: number; cost: string } | null
const plPlan = (p: NonNullable<Carried>, instrumental = false) =>
  `${instrumental ? 'planem' : 'plan'} na ${p.horizon === '90d' ? '90 dni' : '12 miesięcy'} (${withCost(pl.planTotal(p.items, p.days), p.cost)})`
const enPlan = (p: NonNullable<Carried>) =>
  `the ${p.horizon === '90d' ? '90-day' : '12-month'} plan (${withCost(en.planTotal(p.items, p.days), p.cost)})`

/** The board decisions of a KSC result, as the page and the report show them (lib/server/domain/ksc/board-decisions.ts). */
export const kscDecisionWords = {
  pl: {
    by: (owner: string, date: string) => ` – odpowiada: ${owner}, termin: ${date}.`,
    board: { outside: 'Zarząd', dora: 'Organ zarządzający (zarząd)' } as Record<string, string>,
    discovery: (items: number, days: number, cost: string) =>
      `Zlecić plan ustaleń na 30 dni: ${items} ${polishPlural(items, 'odpowiedź', 'odpowiedzi', 'odpowiedzi')} „nie wiem” lub bez odpowiedzi, w tym środki kluczowe (${withCost(pl.days(days), cost)}), z właścicielami wskazanymi w planie`,
    mustDo: {
      'legal-check':
        'Zlecić analizę prawną statusu podmiotu (kluczowy, ważny, poza ustawą) przed dalszymi inwestycjami',
      register: 'Złożyć teraz wniosek o wpis do wykazu podmiotów kluczowych i ważnych (termin upłynął)',
      registerUnknown:
        'Ustalić, czy złożono wniosek o wpis do wykazu podmiotów kluczowych i ważnych, a jeśli nie – złożyć go od razu',
      approval: 'Zatwierdzić uchwałą środki zarządzania ryzykiem obejmujące SAP (art. 20 ust. 1 NIS2)',
      procedure:
        'Przyjąć procedurę zgłaszania incydentu poważnego (24 godziny, 72 godziny, miesiąc) z decydentami osiągalnymi całą dobę',
    } as Record<string, string>,
    legalFee: ' (koszt: wynagrodzenie doradcy prawnego, którego nie szacujemy)',
    withActions: (items: number, days: number, cost: string) =>
      ` (część planu: ${withCost(pl.planTotal(items, days), cost)})`,
    withPlan90: (items: number, days: number, cost: string) =>
      ` oraz plan na 90 dni (${withCost(pl.planTotal(items, days), cost)})`,
    ecc: (old: boolean) =>
      `Zdecydować o ścieżce dla SAP ERP 6.0 (ECC): ${old ? 'utrzymanie podstawowe pakietów rozszerzeń 0–5 skończyło się 31 grudnia 2025 r.' : 'utrzymanie podstawowe pakietów rozszerzeń 6–8 kończy się 31 grudnia 2027 r., potem płatne utrzymanie rozszerzone do końca 2030 r.'} – migracja do S/4HANA z terminem i budżetem albo przejście na utrzymanie rozszerzone (kosztów migracji i licencji nie szacujemy)`,
    plan90: (items: number, days: number, keys: number, cost: string) =>
      [
        `Zatwierdzić plan na 90 dni (${withCost(pl.planTotal(items, days), cost)})`,
        keys > 0 &&
          `zaczynając od ${keys} ${polishPlural(keys, 'niespełnionego środka kluczowego', 'niespełnionych środków kluczowych', 'niespełnionych środków kluczowych')}`,
      ]
        .filter(Boolean)
        .join(', ') + ', i wyznaczyć właścicieli działań',
    status: {
      outside: (p: Carried) =>
        `Ustalić, którzy klienci objęci ustawą przenoszą na nas wymagania bezpieczeństwa w umowach, i porównać je ${p ? `z ${plPlan(p, true)} przed jego zatwierdzeniem` : 'z wynikiem tej samooceny (plan nie zawiera działań, więc i kosztów)'}`,
      dora: (p: Carried) =>
        `${p ? `Zatwierdzić ${plPlan(p)} i potwierdzić` : 'Potwierdzić'}, że zarządzanie ryzykiem ICT, za które odpowiada organ zarządzający (art. 5 DORA), oraz klasyfikowanie i zgłaszanie poważnych incydentów do KNF (art. 17–19 DORA) prowadzimy według DORA${p ? '' : ' (plan nie zawiera działań, więc i kosztów)'}`,
    },
    yearPlan: (items: number, days: number, cost: string) =>
      `Zatwierdzić plan na 12 miesięcy (${withCost(pl.planTotal(items, days), cost)}) i budżet na jego realizację`,
    review: (basis: string | null) =>
      `Ustalić kwartalny przegląd postępu planu przez zarząd${basis ? ` (${basis})` : ''}`,
    reviewBasis: { nis2: 'art. 20 NIS2, ustawa o KSC', dora: 'art. 5 DORA' },
  },
  en: {
    by: (owner: string, date: string) => ` – owner: ${owner}, due: ${date}.`,
    board: { outside: 'The board', dora: 'Management body' } as Record<string, string>,
    discovery: (items: number, days: number, cost: string) =>
      `Commission the 30-day discovery plan: ${items} ${items === 1 ? 'answer' : 'answers'} "don't know" or missing, key measures among them (${withCost(en.days(days), cost)}), with the owners the plan names`,
    mustDo: {
      'legal-check':
        "Commission a legal check of the entity's status (key, important, outside the act) before further investment",
      register: 'File the application for the register of key and important entities now (the deadline has passed)',
      registerUnknown:
        'Establish whether the application for the register of key and important entities was filed, and if not, file it at once',
      approval: 'Approve by resolution the risk-management measures covering SAP (NIS2 Art. 20(1))',
      procedure:
        'Adopt the significant-incident reporting procedure (24 hours, 72 hours, one month) with decision-makers reachable around the clock',
    } as Record<string, string>,
    legalFee: " (cost: the legal adviser's fee, which we do not estimate)",
    withActions: (items: number, days: number, cost: string) =>
      ` (part of the plan: ${withCost(en.planTotal(items, days), cost)})`,
    withPlan90: (items: number, days: number, cost: string) =>
      ` and the 90-day plan (${withCost(en.planTotal(items, days), cost)})`,
    ecc: (old: boolean) =>
      `Decide the path for SAP ERP 6.0 (ECC): ${old ? 'mainstream maintenance of enhancement packages 0-5 ended on 31 December 2025' : 'mainstream maintenance of enhancement packages 6-8 ends on 31 December 2027, then paid extended maintenance to the end of 2030'} – a migration to S/4HANA with a date and a budget, or extended maintenance (we do not estimate migration or licence costs)`,
    plan90: (items: number, days: number, keys: number, cost: string) =>
      [
        `Approve the 90-day plan (${withCost(en.planTotal(items, days), cost)})`,
        keys > 0 && `starting with ${keys === 1 ? 'the key measure' : `the ${keys} key measures`} not met`,
      ]
        .filter(Boolean)
        .join(', ') + ', and name the owners of its actions',
    status: {
      outside: (p: Carried) =>
        `Establish which customers covered by the act pass security requirements on to us by contract, and compare them ${p ? `with ${enPlan(p)} before approving it` : 'with the result of this self-assessment (the plan holds no actions, so no cost)'}`,
      dora: (p: Carried) =>
        `${p ? `Approve ${enPlan(p)} and confirm` : 'Confirm'} that ICT risk management, for which the management body is responsible (DORA Art. 5), and the classification and reporting of major incidents to KNF (DORA Art. 17-19) follow DORA${p ? '' : ' (the plan holds no actions, so no cost)'}`,
    },
    yearPlan: (items: number, days: number, cost: string) =>
      `Approve the 12-month plan (${withCost(en.planTotal(items, days), cost)}) and its budget`,
    review: (basis: string | null) =>
      `Set a quarterly board review of progress on the plan${basis ? ` (${basis})` : ''}`,
    reviewBasis: { nis2: 'NIS2 Art. 20, KSC act', dora: 'DORA Art. 5' },
  },
} satisfies Record<Lang, Record<string, unknown>>
