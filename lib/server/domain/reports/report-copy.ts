import { kscResultWords } from '@/lib/shared/i18n/ksc-result-words'
import type { Lang } from '@/lib/shared/i18n/langs'

export const reportCopy = {
  pl: {
    ...kscResultWords.pl,
    title: 'Raport gotowości na KSC i NIS2',
    subtitle: 'Samoocena środowiska SAP',
    confidential: 'POUFNE',
    page: (n: number, total: number) => `${n} / ${total}`,
    date: 'Data',
    version: 'Wersja kwestionariusza',
    summary: 'Podsumowanie dla zarządu',
    entity: 'Status podmiotu (wskazówka, nie porada prawna)',
    keyMeasures: 'Środki kluczowe',
    keyStatus: { met: 'spełniony', failed: 'niespełniony', unknown: 'nieustalony', na: 'nie dotyczy' },
    deadlines: 'Obowiązki i terminy',
    heatMap: 'Mapa środków',
    heatLegend:
      'Każdy kwadrat to jedno pytanie: od czerwonego (0 pkt) do zielonego (4 pkt); szary – nie dotyczy, fioletowy – nie wiem, biały – bez odpowiedzi.',
    areaScore: ({ score, status }: { score: number | null; status: string }) =>
      score !== null ? `${score} / 100` : status === 'not-established' ? 'nieustalony' : 'nie dotyczy',
    planIntro: (capacity: number) =>
      `Każde działanie wynika z udzielonej odpowiedzi. Plan na 90 dni obejmuje najpierw odpowiedzi, przy których obowiązek ustawowy pozostaje niewykonany, potem niespełnione środki kluczowe, a dalej odpowiedzi za 0 i 1 punkt o największej wadze w wyniku – najwyżej ${capacity} pozycji, tyle, ile według odpowiedzi udźwignie wasz zespół (nasz szacunek); pozostałe czekają w kolejce na początku planu na 12 miesięcy. Nakład to szacunek w osobodniach.`,
    evidence: 'Lista dowodów w SAP',
    evidenceIntro: 'Czym wykazać wdrożenie każdego działania: transakcja, raport lub parametr.',
    weakestNone: 'Wszystkie obszary mają pełny wynik.',
    weakestUnknown: 'Nieustalone: za mało ustalonych odpowiedzi w obszarach bez pełnego wyniku.',
    method: 'Metoda',
    methodText: (version: string, cap: string, limit: number) =>
      `Kwestionariusz w wersji ${version}, oparty na art. 20, art. 21 ust. 2 lit. a–j i art. 23 NIS2; punkty załącznika rozporządzenia wykonawczego Komisji (UE) 2024/2690 („rozp. wyk. 2024/2690”) podajemy jako najlepsze odniesienie techniczne. Odpowiedź ma od 0 do 4 punktów; „nie dotyczy” i pytania pominięte dla danego środowiska nie wchodzą do wyniku. „Nie wiem” i brak odpowiedzi to odpowiedzi nieustalone: w obszarze, w którym jest ich najwyżej ${limit}%, liczą się jako 0; przy większym udziale obszar, a przy większym udziale w całości także wynik ogólny i poziom, pozostają nieustalone. Wynik obszaru to jego punkty względem maksimum, wynik ogólny to średnia obszarów ważona wagami poniżej. Niespełniony lub nieustalony środek kluczowy ogranicza poziom do „${cap}”, niezależnie od średniej. Luka działania to liczba punktów wyniku ogólnego, które traci dana odpowiedź. Koszt zlecenia na zewnątrz to nakład w osobodniach pomnożony przez podany przez was przedział stawki dziennej; cen licencji narzędzi nie szacujemy. Obszary art. 20 i art. 23 liczą się tylko dla podmiotów objętych ustawą, a dla podmiotu finansowego art. 23 zastępuje DORA. Ustawę o KSC po nowelizacji cytujemy bez numerów artykułów, dopóki nie potwierdzimy ich w tekście ogłoszonym w Dzienniku Ustaw.`,
    weights: 'Wagi obszarów',
    levels: 'Poziomy',
    levelFrom: (min: number) => `od ${min}`,
    keyList: 'Środki kluczowe i próg zaliczenia',
    pass: (points: number) => `co najmniej ${points} z 4 pkt`,
    disclaimer: 'Zastrzeżenie',
    disclaimerText:
      'Raport jest wynikiem samooceny na podstawie odpowiedzi i nie stanowi porady prawnej ani audytu. Status podmiotu i obowiązki zależą od ustawy o krajowym systemie cyberbezpieczeństwa w brzmieniu ogłoszonym w Dzienniku Ustaw; daty opisane jako „według doniesień” pochodzą z publicznych źródeł.',
    stored: 'Jakie dane zapisaliśmy',
    storedText:
      'Odpowiedzi nie są przechowywane: są tylko w tym raporcie. Adres e-mail i podane dane kontaktowe wraz z podsumowaniem wyniku (wynik, poziom, status podmiotu, najsłabsze obszary, niespełnione środki kluczowe) trafiły do naszego systemu CRM i są przechowywane przez 3 lata, zgodnie z polityką prywatności. Możesz poprosić o ich usunięcie: iod@bastion-consulting.pl.',
    appendix: 'Załącznik: udzielone odpowiedzi',
    scopeHeading: 'Zakres i środowisko',
    noAnswer: 'brak odpowiedzi',
    measured: (kinds: string) => `zmierzone z eksportu SAP (${kinds})`,
    notAsked: 'nie dotyczy (środowisko lub status podmiotu)',
    mailSubject: 'Twój raport gotowości na KSC i NIS2',
    mailHeading: 'Raport w załączniku',
    mailBody:
      'W załączniku przesyłamy raport PDF z wynikiem samooceny gotowości środowiska SAP na wymagania KSC i NIS2.',
    mailNext:
      'Jeśli chcesz omówić wynik, odpowiedz na tę wiadomość – oddzwoni konsultant z zespołu bezpieczeństwa SAP.',
    fileName: 'raport-gotowosci-ksc-nis2.pdf',
  },
  en: {
    ...kscResultWords.en,
    title: 'KSC and NIS2 readiness report',
    subtitle: 'Self-assessment of an SAP landscape',
    confidential: 'CONFIDENTIAL',
    page: (n: number, total: number) => `${n} / ${total}`,
    date: 'Date',
    version: 'Questionnaire version',
    summary: 'Summary for the board',
    entity: 'Entity status (a pointer, not legal advice)',
    keyMeasures: 'Key measures',
    keyStatus: { met: 'met', failed: 'not met', unknown: 'not established', na: 'not applicable' },
    deadlines: 'Duties and dates',
    heatMap: 'Map of the measures',
    heatLegend:
      "Each square is one question: red (0 points) to green (4 points); grey not applicable, purple don't know, white unanswered.",
    areaScore: ({ score, status }: { score: number | null; status: string }) =>
      score !== null ? `${score} / 100` : status === 'not-established' ? 'not established' : 'not applicable',
    planIntro: (capacity: number) =>
      `Each action follows from the answer given. The 90-day plan holds first the answers that leave a legal must-do open, then key measures not met, then zero- or one-point answers weighing most in the score – at most ${capacity} items, what your team can carry by your answers (our estimate); the rest wait in the queue at the head of the 12-month plan. Effort is a rough estimate in person-days.`,
    evidence: 'Evidence list in SAP',
    evidenceIntro: 'How to show each action is done: transaction, report or parameter.',
    weakestNone: 'Every area has a full score.',
    weakestUnknown: 'Not established: too few answers are established in the areas without a full score.',
    method: 'Method',
    methodText: (version: string, cap: string, limit: number) =>
      `Questionnaire version ${version}, built on NIS2 Art. 20, Art. 21(2)(a)-(j) and Art. 23; points of the Annex of Commission Implementing Regulation (EU) 2024/2690 ("Impl. Reg. 2024/2690") are given as the best technical reference. Each answer is worth 0 to 4 points; "not applicable" and questions skipped for your landscape leave the score. "Don't know" and unanswered questions are not established: in an area where they are at most ${limit}% they count as 0; above that the area, and above it overall the score and the level too, are not established. An area's score is its points against the maximum; the overall score is the mean of the areas weighted as below. A key measure not met, or not established, caps the level at "${cap}", whatever the average. An action's gap is the points of the overall score its answer loses. The cost bought in is the effort in person-days times the day-rate band you gave; licence prices of tools are not estimated. The Art. 20 and Art. 23 areas count only for entities covered by the act, and for a financial entity DORA replaces Art. 23. The amended KSC act is cited without article numbers until we have confirmed them in the text published in the Journal of Laws.`,
    weights: 'Area weights',
    levels: 'Levels',
    levelFrom: (min: number) => `from ${min}`,
    keyList: 'Key measures and their pass mark',
    pass: (points: number) => `at least ${points} of 4 points`,
    disclaimer: 'Disclaimer',
    disclaimerText:
      'This report is a self-assessment based on your answers; it is neither legal advice nor an audit. The entity status and duties depend on the Polish act on the national cybersecurity system as published in the Journal of Laws; dates marked "as reported" come from public sources.',
    stored: 'What we stored',
    storedText:
      'Your answers are not stored: they are only in this report. Your e-mail address and the contact details you gave, with a summary of the result (score, level, entity status, weakest areas, key measures not met), went to our CRM and are kept for 3 years, as the privacy policy explains. You can ask us to delete them: iod@bastion-consulting.pl.',
    appendix: 'Appendix: your answers',
    scopeHeading: 'Scope and landscape',
    noAnswer: 'not answered',
    measured: (kinds: string) => `measured from a SAP export (${kinds})`,
    notAsked: 'does not apply (landscape or entity status)',
    mailSubject: 'Your KSC and NIS2 readiness report',
    mailHeading: 'Your report is attached',
    mailBody: 'Attached is the PDF report of your self-assessment of how ready your SAP landscape is for KSC and NIS2.',
    mailNext:
      'To discuss the result, reply to this message and a consultant from our SAP security team will call you back.',
    fileName: 'ksc-nis2-readiness-report.pdf',
  },
} satisfies Record<Lang, Record<string, unknown>>

export type ReportCopy = (typeof reportCopy)['pl']
