import type { Lang } from '@/lib/shared/i18n/langs'

// The drill kits' copy: NIS2 art. 23, DORA art. 19, GDPR art. 33 beside them. Sources: docs/ksc-sources.md.

interface Report {
  title: string
  fields: string[]
}

const plParts: Record<string, string> = {
  ecc: 'SAP ERP 6.0 (ECC)',
  hana: 'SAP HANA',
  java: 'stos Java',
  btp: 'SAP BTP',
  rise: 'RISE with SAP',
  grc: 'SAP GRC Access Control',
  internet: 'usługi SAP dostępne z internetu',
  provider: 'systemy SAP prowadzone dla klientów',
}
const enParts: Record<string, string> = {
  ecc: 'SAP ERP 6.0 (ECC)',
  hana: 'SAP HANA',
  java: 'a Java stack',
  btp: 'SAP BTP',
  rise: 'RISE with SAP',
  grc: 'SAP GRC Access Control',
  internet: 'SAP services reachable from the internet',
  provider: 'SAP systems run for customers',
}

const pl = {
  landscape: (parts: string) => `Środowisko SAP według odpowiedzi: ${parts}.`,
  provider: {
    heading: 'Zestaw dla dostawcy usług SAP: powiadomienie klientów o incydencie i ćwiczenie sztabowe',
    intro:
      'Poza ustawą nie zgłaszacie incydentów do CSIRT, ale wasi klienci objęci ustawą o KSC lub DORA zgłaszają swoje w krótkich terminach (wczesne ostrzeżenie do CSIRT w ciągu 24 godzin, art. 23 ust. 4 lit. a NIS2; wstępne powiadomienie KNF według DORA) – a o incydencie w systemach, które dla nich prowadzicie, dowiedzą się od was. Termin powiadomienia ustalcie w umowie.',
    recipient:
      'Adresaci: klienci, których systemy dotyka incydent, kanałem z umowy; rejestr klientów z ich terminami zgłoszeń miejcie pod ręką.',
    customers: (law: boolean) => ({
      title: `Powiadomienie klientów, których systemy dotyka incydent – bez zbędnej zwłoki i w terminie z umowy, tak by zdążyli z własnym zgłoszeniem${law ? ' (art. 23 ust. 1 NIS2)' : ''}`,
      fields: [
        'Których klientów i systemów (SID, mandant) dotyczy incydent i jakie ich usługi go odczują',
        'Czas powzięcia wiedzy, rodzaj zdarzenia, czy mogło dojść do działania bezprawnego lub złośliwego – czego klient potrzebuje do własnego zgłoszenia',
        'Co pokazują logi w systemach klienta (Security Audit Log, logi serwera przesiadkowego) i kto u was odpowiada na pytania klienta',
        'Jako podmiot przetwarzający: zawiadomienie administratora danych o naruszeniu ochrony danych osobowych bez zbędnej zwłoki (art. 33 ust. 2 RODO)',
      ],
    }),
    scenario: (soc: string) =>
      `Scenariusz: w nocy ${soc} widzi logowanie konta administratora do systemów kilku klientów z nieznanego adresu, sprawdza w ciągu godziny, że to nie wasz pracownik, i eskaluje – to T0.`,
    steps: [
      'T0 + 1 h: konto zablokowane, dowody zabezpieczone (Security Audit Log w systemach klientów, logi serwera przesiadkowego).',
      'T0 + 2 h: lista klientów, których to dotyczy, z ich terminami zgłoszeń z rejestru; kto dzwoni do którego klienta.',
      'T0 + 4 h: powiadomienie klientów według wzoru 1, z tym, co już wiadomo; jako podmiot przetwarzający – zawiadomienie administratorów danych.',
      'Na koniec: czy każdy klient dowiedział się na tyle wcześnie, by zdążyć z własnym zgłoszeniem, i czego mu zabrakło.',
    ],
    customerStep:
      'T0 + 4 h: powiadomienie klientów, których to dotyczy, według wzoru 5, by zdążyli z własnymi zgłoszeniami; jako podmiot przetwarzający – zawiadomienie administratorów danych.',
  },
  parts: plParts,
  recipientUnknown: 'Adresat: ________________ (wpiszcie właściwy CSIRT i kanał zgłoszenia)',
  warningsHeading: 'Pól, których według odpowiedzi nie wypełnicie:',
  warnings: {
    sal: 'Security Audit Log nie jest włączony albo jego stan jest nieustalony: pól „co pokazuje Security Audit Log” i „zakres z logów” nie da się wypełnić, dopóki go nie włączycie.',
    ral: 'Read Access Logging nie jest używany albo jego stan jest nieustalony: nie wykażecie, kto odczytał dane osobowe, płacowe czy bankowe, a więc skali wycieku w zgłoszeniu i w zawiadomieniu UODO.',
  },
  soc: {
    own: 'wasz SOC',
    none: 'dyżurny administrator lub dostawca usług SAP',
  },
  uodo: {
    title:
      'Równolegle: zawiadomienie Prezesa UODO o naruszeniu ochrony danych osobowych – w ciągu 72 godzin od stwierdzenia naruszenia (art. 33 RODO)',
    fields: [
      'Czy incydent dotyczy danych osobowych (np. danych pracowników w HCM, kontrahentów, klientów)',
      'Kategorie i przybliżona liczba osób i wpisów (z Read Access Logging i logów odczytu tabel)',
      'Możliwe konsekwencje i zastosowane środki; czy trzeba zawiadomić osoby, których dane dotyczą (art. 34 RODO)',
    ],
  },
}

const en = {
  landscape: (parts: string) => `SAP landscape as answered: ${parts}.`,
  provider: {
    heading: 'Drill kit for an SAP service provider: telling customers of an incident, and a tabletop exercise',
    intro:
      'Outside the act you report no incidents to a CSIRT, but your customers under the KSC act or DORA report theirs within short time limits (the early warning to the CSIRT within 24 hours, NIS2 Art. 23(4)(a); the initial notification to KNF under DORA) – and they learn of an incident in the systems you run for them from you. Agree the time limit of your notice in the contract.',
    recipient:
      'To: the customers whose systems the incident touches, through the channel in the contract; keep the register of customers with their reporting time limits at hand.',
    customers: (law: boolean) => ({
      title: `Notice to the customers whose systems the incident touches – without undue delay and within the contract's time limit, so they can make their own report in time${law ? ' (NIS2 Art. 23(1))' : ''}`,
      fields: [
        'Which customers and systems (SID, client) the incident concerns, and which of their services will feel it',
        'When you became aware, what happened, whether unlawful or malicious acts may be involved – what the customer needs for its own report',
        "What the logs in the customer's systems show (Security Audit Log, jump server logs), and who answers the customer's questions",
        'As a processor: the notice of a personal data breach to the controller without undue delay (GDPR Art. 33(2))',
      ],
    }),
    scenario: (soc: string) =>
      `Scenario: at night ${soc} sees an administrator account log on to several customers' systems from an unknown address, checks within the hour that it is none of your staff, and escalates – that is T0.`,
    steps: [
      "T0 + 1 h: the account locked, evidence secured (the Security Audit Log in the customers' systems, jump server logs).",
      'T0 + 2 h: the list of customers concerned, with their reporting time limits from the register; who calls which customer.',
      'T0 + 4 h: the notice to the customers from template 1, with what is known so far; as a processor, the notice to the controllers.',
      'To close: did every customer learn of it early enough to make its own report, and what did it lack.',
    ],
    customerStep:
      'T0 + 4 h: the notice to the customers concerned from template 5, so they make their own reports in time; as a processor, the notice to the controllers.',
  },
  parts: enParts,
  recipientUnknown: 'To: ________________ (enter the competent CSIRT and its reporting channel)',
  warningsHeading: 'Fields your answers leave unfillable:',
  warnings: {
    sal: 'The Security Audit Log is not enabled, or its state is not established: the fields "what the Security Audit Log shows" and "scope from the logs" cannot be filled until it is.',
    ral: 'Read Access Logging is not used, or its state is not established: you cannot show who read personal, payroll or bank data, and so the scale of a leak, in the notification or to UODO.',
  },
  soc: {
    own: 'your SOC',
    none: 'the administrator on call or your SAP service provider',
  },
  uodo: {
    title:
      'In parallel: the notice of a personal data breach to the President of UODO – within 72 hours of becoming aware of it (GDPR Art. 33)',
    fields: [
      'Whether the incident concerns personal data (e.g. employees in HCM, business partners, customers)',
      'Categories and approximate number of people and records (from Read Access Logging and table-read logs)',
      'Likely consequences and the measures taken; whether the people concerned must be told (GDPR Art. 34)',
    ],
  },
}

export const drillCopy = {
  pl: {
    ...pl,
    nis2: {
      heading: 'Zestaw ćwiczeniowy do art. 23 NIS2: wzory zgłoszeń i ćwiczenie sztabowe',
      intro:
        'Wzory zgłoszeń do właściwego CSIRT z polami, które w incydencie SAP trzeba wypełnić danymi z systemów. Terminy biegną od powzięcia wiedzy o incydencie poważnym (art. 23 ust. 4 lit. a NIS2). Za ten moment przyjmijcie chwilę, w której po wstępnej weryfikacji wiadomo, że incydent może być poważny – także gdy dowiaduje się o nim SOC lub dostawca i eskaluje do was – a nie chwilę, gdy dowie się kierownictwo. Brzmienie ustawy o KSC po nowelizacji w tej sprawie potwierdźcie w ogłoszonym tekście.',
      recipient: (csirt: string) =>
        `Adresat (propozycja z odpowiedzi): ${csirt} – potwierdźcie kanał zgłoszenia w procedurze.`,
      reports: [
        {
          title: 'Wczesne ostrzeżenie – w ciągu 24 godzin od powzięcia wiedzy (art. 23 ust. 4 lit. a NIS2)',
          fields: [
            'Podmiot, osoba kontaktowa osiągalna całą dobę, data i godzina powzięcia wiedzy o incydencie poważnym',
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
            'Zakres z logów: Security Audit Log, log bramki, odczyty danych osobowych, płacowych i bankowych (Read Access Logging), audyt bazy danych',
            'Podjęte działania: zablokowane konta, zmienione hasła, odcięte interfejsy',
          ],
        },
        {
          title: 'Sprawozdanie pośrednie – na wniosek CSIRT (lit. c)',
          fields: [
            'Istotne aktualizacje stanu incydentu od zgłoszenia',
            'Kto przygotowuje sprawozdanie, gdy CSIRT o nie poprosi, i w jakim czasie',
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
        {
          title:
            'Powiadomienie odbiorców usług – bez zbędnej zwłoki, gdy incydent może niekorzystnie wpłynąć na świadczenie usług (art. 23 ust. 1 NIS2)',
          fields: [
            'Którzy odbiorcy usług opartych na SAP (np. odbiorcy wody, klienci, kontrahenci) odczują incydent',
            'Co mogą zrobić sami, aby ograniczyć jego skutki, i kanał kontaktu',
          ],
        },
      ] satisfies Report[],
      exercise: 'Ćwiczenie sztabowe (około 2 godzin), czas liczony od powzięcia wiedzy (T0)',
      steps: (soc: string) => [
        `Scenariusz: w nocy ${soc} widzi nadanie SAP_ALL użytkownikowi dialogowemu w produkcji, a potem masowy odczyt tabel (SE16, RFC_READ_TABLE), sprawdza w ciągu godziny, że to nie zaplanowana zmiana, i eskaluje. T0 to ta eskalacja po wstępnej weryfikacji, a nie chwila, gdy rano dowie się kierownictwo.`,
        'T0 + 1 h: zespół Basis zabezpiecza dowody (eksport z RSAU_READ_LOG, dokumenty zmian w SUIM, statystyki STAD) i blokuje konto.',
        'T0 + 4 h: decyzja, czy incydent jest poważny: kto decyduje, kto go zastępuje, na podstawie jakich kryteriów; czy naruszono dane osobowe (ścieżka UODO).',
        'T0 + 24 h: wczesne ostrzeżenie wysłane według wzoru 1; decyzja o powiadomieniu odbiorców usług.',
        'T0 + 72 h: zgłoszenie incydentu ze wskaźnikami naruszenia według wzoru 2; zawiadomienie UODO, jeśli dotyczy.',
        'Miesiąc od zgłoszenia: sprawozdanie końcowe według wzoru 4 i przegląd poincydentalny.',
        'Na koniec: czy terminy zostały dotrzymane, jakich danych z SAP zabrakło, kto był nieosiągalny.',
      ],
    },
    dora: {
      heading: 'Zestaw ćwiczeniowy DORA: zgłoszenia poważnego incydentu do KNF i ćwiczenie sztabowe',
      intro:
        'Wzory trzech zgłoszeń poważnego incydentu związanego z ICT do KNF (art. 19 ust. 4 DORA) na formularzu z rozporządzenia wykonawczego 2025/302, z polami, które w incydencie SAP trzeba wypełnić danymi z systemów. Incydent klasyfikujcie niezwłocznie według kryteriów art. 18 DORA i rozporządzenia delegowanego 2024/1772; termin wstępnego powiadomienia biegnie od klasyfikacji, najpóźniej 24 godziny od powzięcia wiedzy (rozporządzenie delegowane 2025/301, art. 5, według opracowań).',
      recipient: () => 'Adresat: Komisja Nadzoru Finansowego, kanałem przez nią wskazanym.',
      reports: [
        {
          title:
            'Wstępne powiadomienie – w ciągu 4 godzin od klasyfikacji jako poważny, najpóźniej 24 godziny od powzięcia wiedzy',
          fields: [
            'Podmiot, osoba kontaktowa osiągalna całą dobę; data i godzina wykrycia, powzięcia wiedzy i klasyfikacji',
            'Spełnione kryteria klasyfikacji (art. 18 ust. 1 DORA): klienci i transakcje, czas trwania, zasięg geograficzny, utrata danych, krytyczność usług, skutki gospodarcze',
            'Systemy SAP dotknięte: SID, mandant, usługa biznesowa (np. płatności, rozliczenia, polisy)',
            'Co pokazuje Security Audit Log (SM20 lub RSAU_READ_LOG): użytkownicy, transakcje, wywołania RFC, czas',
          ],
        },
        {
          title: 'Sprawozdanie pośrednie – w ciągu 72 godzin',
          fields: [
            'Aktualizacja informacji z powiadomienia i stan obsługi incydentu',
            'Wskaźniki naruszenia: konta, zmiany uprawnień (SUIM), nowe destynacje w SM59, zmiany w SCC4',
            'Zakres z logów: Security Audit Log, log bramki, odczyty danych klientów (Read Access Logging)',
            'Informacja dla klientów, których interesy finansowe incydent dotyka (art. 19 ust. 3 DORA)',
          ],
        },
        {
          title: 'Sprawozdanie końcowe – w ciągu miesiąca',
          fields: [
            'Przyczyna źródłowa (np. niewdrożona nota bezpieczeństwa, przejęte konto uprzywilejowane)',
            'Zastosowane środki i wnioski z przeglądu po incydencie',
            'Koszty i straty spowodowane incydentem',
          ],
        },
      ] satisfies Report[],
      exercise: 'Ćwiczenie sztabowe (około 2 godzin), czas liczony od powzięcia wiedzy (T0)',
      steps: (soc: string) => [
        `Scenariusz: ${soc} widzi w nocy zmianę danych bankowych kontrahentów w SAP i przygotowany przebieg płatności, sprawdza w ciągu godziny, że to nie zaplanowana zmiana, i eskaluje – to T0.`,
        'T0 + 1 h: zespół Basis zabezpiecza dowody (RSAU_READ_LOG, dokumenty zmian, SM59) i wstrzymuje przebieg płatności.',
        'T0 + 2 h: klasyfikacja według art. 18 DORA – kto decyduje, na podstawie jakich progów; czy naruszono dane osobowe (ścieżka UODO).',
        'Klasyfikacja + 4 h: wstępne powiadomienie KNF według wzoru 1.',
        '72 h: sprawozdanie pośrednie według wzoru 2 i informacja dla klientów, których to dotyczy.',
        'Miesiąc: sprawozdanie końcowe według wzoru 3 i przegląd po incydencie.',
        'Na koniec: czy terminy zostały dotrzymane, jakich danych z SAP zabrakło, kto był nieosiągalny.',
      ],
    },
  },
  en: {
    ...en,
    nis2: {
      heading: 'NIS2 Art. 23 drill kit: report templates and a tabletop exercise',
      intro:
        'Templates of the reports to the competent CSIRT, with the fields an SAP incident fills from the systems. The time limits run from becoming aware of the significant incident (NIS2 Art. 23(4)(a)). Take that moment as the one when, after a first check, it is clear the incident may be significant – also when your SOC or provider learns of it and escalates to you – not when management hears of it. Confirm the amended KSC act’s wording on this against the published text.',
      recipient: (csirt: string) =>
        `To (proposed from your answers): ${csirt} – confirm the reporting channel in the procedure.`,
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
            'Scope from the logs: Security Audit Log, gateway log, reads of personal, payroll and bank data (Read Access Logging), database audit',
            'Actions taken: accounts locked, passwords changed, interfaces cut off',
          ],
        },
        {
          title: 'Intermediate report – at the request of the CSIRT (point (c))',
          fields: [
            'Relevant updates on the incident since the notification',
            'Who prepares it when the CSIRT asks, and how fast',
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
        {
          title:
            'Notice to the recipients of your services – without undue delay, where the incident is likely to affect the services (NIS2 Art. 23(1))',
          fields: [
            'Which recipients of the SAP-based services (e.g. water customers, clients, partners) will feel it',
            'What they can do themselves to limit its effects, and a contact channel',
          ],
        },
      ] satisfies Report[],
      exercise: 'Tabletop exercise (about 2 hours), timed from becoming aware (T0)',
      steps: (soc: string) => [
        `Scenario: at night ${soc} sees SAP_ALL assigned to a dialog user in production, then mass table reads (SE16, RFC_READ_TABLE), checks within the hour that it is no planned change, and escalates. T0 is that escalation after a first check, not the moment management hears of it in the morning.`,
        'T0 + 1 h: the Basis team secures evidence (an RSAU_READ_LOG export, SUIM change documents, STAD statistics) and locks the account.',
        'T0 + 4 h: the decision whether the incident is significant: who decides, who deputises, on which criteria; whether personal data was breached (the UODO track).',
        'T0 + 24 h: the early warning sent from template 1; the decision on telling the recipients of the services.',
        'T0 + 72 h: the incident notification with indicators of compromise from template 2; the notice to UODO where it applies.',
        'One month after the notification: the final report from template 4, and the post-incident review.',
        'To close: were the deadlines met, which SAP data was missing, who could not be reached.',
      ],
    },
    dora: {
      heading: 'DORA drill kit: major-incident reports to KNF and a tabletop exercise',
      intro:
        'Templates of the three reports of a major ICT-related incident to KNF (DORA Art. 19(4)) on the form of Implementing Regulation 2025/302, with the fields an SAP incident fills from the systems. Classify the incident without undue delay by the criteria of DORA Art. 18 and Delegated Regulation 2024/1772; the initial notification runs from the classification, at most 24 hours from becoming aware (Delegated Regulation 2025/301, Art. 5, as summarised).',
      recipient: () => 'To: the Polish Financial Supervision Authority (KNF), through the channel it sets.',
      reports: [
        {
          title:
            'Initial notification – within 4 hours of classification as major, at most 24 hours from becoming aware',
          fields: [
            'Entity, a contact reachable 24/7; date and time of detection, of becoming aware and of classification',
            'The classification criteria met (DORA Art. 18(1)): clients and transactions, duration, geographical spread, data losses, criticality of services, economic impact',
            'SAP systems affected: SID, client, business service (e.g. payments, settlement, policies)',
            'What the Security Audit Log shows (SM20 or RSAU_READ_LOG): users, transactions, RFC calls, times',
          ],
        },
        {
          title: 'Intermediate report – within 72 hours',
          fields: [
            'An update of the notification and the state of the incident handling',
            'Indicators of compromise: accounts, authorisation changes (SUIM), new SM59 destinations, SCC4 changes',
            "Scope from the logs: Security Audit Log, gateway log, reads of clients' data (Read Access Logging)",
            'The notice to clients whose financial interests the incident affects (DORA Art. 19(3))',
          ],
        },
        {
          title: 'Final report – within one month',
          fields: [
            'Root cause (e.g. a security note not applied, a compromised privileged account)',
            'Measures taken and lessons from the post-incident review',
            'Costs and losses caused by the incident',
          ],
        },
      ] satisfies Report[],
      exercise: 'Tabletop exercise (about 2 hours), timed from becoming aware (T0)',
      steps: (soc: string) => [
        `Scenario: at night ${soc} sees business partners' bank details changed in SAP and a payment run prepared, checks within the hour that it is no planned change, and escalates – that is T0.`,
        'T0 + 1 h: the Basis team secures evidence (RSAU_READ_LOG, change documents, SM59) and holds the payment run.',
        'T0 + 2 h: classification under DORA Art. 18 – who decides, on which thresholds; whether personal data was breached (the UODO track).',
        'Classification + 4 h: the initial notification to KNF from template 1.',
        '72 h: the intermediate report from template 2 and the notice to the clients concerned.',
        'One month: the final report from template 3 and the post-incident review.',
        'To close: were the deadlines met, which SAP data was missing, who could not be reached.',
      ],
    },
  },
} satisfies Record<Lang, unknown>
