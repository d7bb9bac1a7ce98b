import type { Lang } from '@/lib/i18n/langs'

// The art. 23 drill kit: the three reports NIS2 art. 23(4) asks for, with the fields an SAP incident needs, and a
// tabletop exercise timed from becoming aware of the incident.

export const drillCopy = {
  pl: {
    heading: 'Zestaw ćwiczeniowy do art. 23: wzory zgłoszeń i ćwiczenie przy stole',
    intro:
      'Wzory trzech zgłoszeń do właściwego CSIRT (CSIRT NASK, CSIRT GOV, CSIRT MON lub sektorowy – zależnie od rodzaju podmiotu i sektora), z polami, które w incydencie SAP trzeba wypełnić danymi z systemów. Zegar biegnie od powzięcia wiedzy o incydencie poważnym, nie od jego wykrycia w logach.',
    csirt: 'Adresat: ________________ (wpisz właściwy CSIRT i kanał zgłoszenia)',
    landscape: (parts: string) => `Środowisko SAP według odpowiedzi: ${parts}.`,
    parts: {
      hana: 'SAP HANA',
      java: 'stos Java',
      btp: 'SAP BTP',
      rise: 'RISE with SAP',
      grc: 'SAP GRC Access Control',
      internet: 'usługi SAP dostępne z internetu',
    } as Record<string, string>,
    reports: [
      {
        title: 'Wczesne ostrzeżenie – w ciągu 24 godzin od powzięcia wiedzy (art. 23 ust. 4 lit. a NIS2)',
        fields: [
          'Podmiot, osoba kontaktowa osiągalna 24/7, data i godzina powzięcia wiedzy o incydencie poważnym',
          'Czy incydent mógł zostać spowodowany działaniem bezprawnym lub złośliwym',
          'Czy może mieć wpływ transgraniczny',
          'Systemy SAP dotknięte: SID, mandant, host, usługa biznesowa (ze spisu systemów)',
          'Co pokazuje Security Audit Log (SM20 lub RSAU_READ_LOG): użytkownicy, transakcje, wywołania RFC, czas',
        ],
      },
      {
        title: 'Zgłoszenie incydentu – w ciągu 72 godzin od powzięcia wiedzy (lit. b)',
        fields: [
          'Aktualizacja informacji z wczesnego ostrzeżenia',
          'Wstępna ocena: waga incydentu i jego skutki (usługi, użytkownicy, dane)',
          'Wskaźniki naruszenia: adresy IP, konta, zmiany uprawnień (dokumenty zmian w SUIM), nowe destynacje w SM59, zmiany w SCC4',
          'Zakres z logów: Security Audit Log, log bramki, odczyty danych wrażliwych (Read Access Logging), audyt bazy danych',
          'Podjęte działania: zablokowane konta, zmienione hasła, odcięte interfejsy',
        ],
      },
      {
        title: 'Sprawozdanie końcowe – w ciągu miesiąca od zgłoszenia incydentu (lit. d)',
        fields: [
          'Szczegółowy opis incydentu, jego wagi i skutków',
          'Rodzaj zagrożenia lub przyczyna źródłowa (np. niewdrożona nota bezpieczeństwa, przejęte konto uprzywilejowane)',
          'Zastosowane i trwające środki ograniczające',
          'Skutki transgraniczne, jeśli wystąpiły',
          'Jeśli incydent wciąż trwa: sprawozdanie z postępu, a sprawozdanie końcowe w ciągu miesiąca od zakończenia obsługi incydentu (lit. e)',
        ],
      },
    ],
    exercise: 'Ćwiczenie przy stole (około 2 godzin), czas liczony od powzięcia wiedzy (T0)',
    steps: [
      'Scenariusz: w nocy SOC widzi nadanie SAP_ALL użytkownikowi dialogowemu w produkcji, a potem masowy odczyt tabel (SE16, RFC_READ_TABLE). Dyżurny CISO dowiaduje się o tym o 6:00 – to T0.',
      'T0 + 1 h: zespół Basis zabezpiecza dowody (eksport z RSAU_READ_LOG, dokumenty zmian w SUIM, statystyki STAD) i blokuje konto.',
      'T0 + 4 h: decyzja, czy incydent jest poważny: kto decyduje, kto go zastępuje, na podstawie jakich kryteriów.',
      'T0 + 24 h: wczesne ostrzeżenie wysłane według wzoru 1.',
      'T0 + 72 h: zgłoszenie incydentu ze wskaźnikami naruszenia według wzoru 2.',
      'Miesiąc od zgłoszenia: sprawozdanie końcowe według wzoru 3 i przegląd poincydentalny.',
      'Na koniec: czy terminy zostały dotrzymane, jakich danych z SAP zabrakło, kto był nieosiągalny.',
    ],
  },
  en: {
    heading: 'Art. 23 drill kit: report templates and a tabletop exercise',
    intro:
      'Templates of the three reports to the competent CSIRT (CSIRT NASK, CSIRT GOV, CSIRT MON or a sector CSIRT, depending on the type of entity and the sector), with the fields an SAP incident fills from the systems. The clock runs from becoming aware of the significant incident, not from its detection in the logs.',
    csirt: 'To: ________________ (enter the competent CSIRT and its reporting channel)',
    landscape: (parts: string) => `SAP landscape as answered: ${parts}.`,
    parts: {
      hana: 'SAP HANA',
      java: 'a Java stack',
      btp: 'SAP BTP',
      rise: 'RISE with SAP',
      grc: 'SAP GRC Access Control',
      internet: 'SAP services reachable from the internet',
    } as Record<string, string>,
    reports: [
      {
        title: 'Early warning – within 24 hours of becoming aware (NIS2 Art. 23(4)(a))',
        fields: [
          'Entity, a contact reachable 24/7, date and time of becoming aware of the significant incident',
          'Whether the incident is suspected of being caused by unlawful or malicious acts',
          'Whether it could have a cross-border impact',
          'SAP systems affected: SID, client, host, business service (from the system inventory)',
          'What the Security Audit Log shows (SM20 or RSAU_READ_LOG): users, transactions, RFC calls, times',
        ],
      },
      {
        title: 'Incident notification – within 72 hours of becoming aware (point (b))',
        fields: [
          'An update of the information in the early warning',
          'An initial assessment: the severity of the incident and its impact (services, users, data)',
          'Indicators of compromise: IP addresses, accounts, authorisation changes (SUIM change documents), new SM59 destinations, SCC4 changes',
          'Scope from the logs: Security Audit Log, gateway log, reads of sensitive data (Read Access Logging), database audit',
          'Actions taken: accounts locked, passwords changed, interfaces cut off',
        ],
      },
      {
        title: 'Final report – within one month of the incident notification (point (d))',
        fields: [
          'A detailed description of the incident, its severity and impact',
          'The type of threat or root cause (e.g. a security note not applied, a compromised privileged account)',
          'Mitigation measures applied and ongoing',
          'Cross-border impact, where there was any',
          'If the incident is still ongoing: a progress report, and the final report within one month of handling the incident (point (e))',
        ],
      },
    ],
    exercise: 'Tabletop exercise (about 2 hours), timed from becoming aware (T0)',
    steps: [
      'Scenario: at night the SOC sees SAP_ALL assigned to a dialog user in production, then mass table reads (SE16, RFC_READ_TABLE). The CISO on call learns of it at 6:00 – that is T0.',
      'T0 + 1 h: the Basis team secures evidence (an RSAU_READ_LOG export, SUIM change documents, STAD statistics) and locks the account.',
      'T0 + 4 h: the decision whether the incident is significant: who decides, who deputises, on which criteria.',
      'T0 + 24 h: the early warning sent from template 1.',
      'T0 + 72 h: the incident notification with indicators of compromise from template 2.',
      'One month after the notification: the final report from template 3, and the post-incident review.',
      'To close: were the deadlines met, which SAP data was missing, who could not be reached.',
    ],
  },
} satisfies Record<Lang, unknown>
