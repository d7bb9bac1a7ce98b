import type { FindingId } from '@/lib/shared/contracts/ksc-evidence'
import { COLUMN_TITLES, type Column } from '@/lib/browser/sap-exports/columns'
import type { ExportProblem } from '@/lib/browser/sap-exports/export-error'
import type { UserType } from '@/lib/browser/sap-exports/read-users'
import { EXPORT_LIMITS } from '@/lib/browser/sap-exports/limits'
import type { Lang } from '@/lib/shared/i18n/langs'

const mb = EXPORT_LIMITS.bytes / 1024 / 1024
const rows = (lang: Lang) => EXPORT_LIMITS.rows.toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB')

/** A column as a visitor finds it in SAP: its technical name and its English label ("USTYP / User Type"). */
const columnName = (column: Column) => {
  const titles: readonly string[] = COLUMN_TITLES[column]
  const technical = titles.find((t) => /^[A-Z0-9_]+$/.test(t))
  const label = titles.find((t) => /[a-z]/.test(t))
  return [technical, label].filter(Boolean).join(' / ')
}
const columnsNamed = (missing: Column[][], or: string) =>
  missing.map((anyOf) => anyOf.map(columnName).join(` ${or} `)).join('; ')

/** What each finding's export can show of its question, and what it cannot (docs/ksc-sources.md). */
const FAMILY: Record<FindingId, string> = {
  'critical-open-dialog-several': 'critical',
  'critical-open-dialog-one': 'critical',
  'critical-locked-several': 'critical',
  'critical-none-or-one-locked': 'critical',
  'critical-open-technical': 'technical',
  'logon-parameters-weak': 'logon',
  'snc-off': 'snc',
  'snc-not-enforced': 'snc',
  'snc-enforced': 'snc',
  'gateway-acl-off': 'gateway',
  'audit-log-off': 'audit',
  'audit-log-on': 'audit',
  'notes-overdue': 'notes',
  'notes-on-time': 'notes',
  'production-client-open': 'clients',
  'dormant-open-dialog': 'dormant',
  'rfc-authority-check-off': 'rfc',
  'audit-log-records': 'audit-events',
  'standard-users-known-password': 'standard',
  'gateway-acl-open': 'gateway-acl',
  'gateway-acl-restricted': 'gateway-acl',
  'critical-auth-open-technical': 'critical-auth',
}
export const familyOf = (finding: FindingId) => FAMILY[finding]

const expected = {
  pl: 'listy użytkowników z SUIM (RSUSR002, RSUSR200, RSUSR008_009_NEW) lub SE16 (USR02, UST04), haseł użytkowników standardowych (RSUSR003), parametrów z RSPARAM, zdarzeń z SM20, filtrów z RSAUPROF, destynacji z RFCDES, not z System Recommendations albo mandantów z SCC4/SE16 (T000), zapisanej jako „niekonwertowany”, „tekst z tabulatorami” albo XLSX; albo pliku reginfo lub secinfo bramki',
  en: 'a user list from SUIM (RSUSR002, RSUSR200, RSUSR008_009_NEW) or SE16 (USR02, UST04), standard users\' passwords (RSUSR003), parameters from RSPARAM, events from SM20, filters from RSAUPROF, destinations from RFCDES, notes from System Recommendations or clients from SCC4/SE16 (T000), saved as "unconverted", "text with tabs" or XLSX; or the gateway\'s reginfo or secinfo file',
}

export const evidenceCopy = {
  pl: {
    intro:
      'Dodaj eksporty z SAP: przy pytaniach, które mierzą, zobaczysz liczby, na których się opierają, i to, czego pokazać nie mogą; odpowiedź wybierzemy tylko tam, gdzie plik dowodzi jej w całości. Pliki czyta Twoja przeglądarka: nic nie jest wysyłane, a nazwy użytkowników i wartości parametrów nie opuszczają tej karty. Do nas trafiają tylko odpowiedzi i liczby, na których się opierają. Bez plików kwestionariusz działa jak zwykle.',
    kinds: [
      'SUIM: Użytkownicy według złożonych kryteriów (RSUSR002), wybór po profilu SAP_ALL lub SAP_NEW; albo SE16: USR02 i UST04',
      'SUIM: użytkownicy według daty logowania (RSUSR200); hasła użytkowników standardowych (RSUSR003)',
      'SA38, RSPARAM: parametry profilu (hasła, SAP*, Security Audit Log, SNC, bramka, wylogowanie)',
      'System Recommendations: brakujące noty z priorytetem i datą wydania',
      'SCC4 lub SE16, T000: ustawienia zmian mandantów',
      'SM20 lub RSAU_READ_LOG: wyciąg zdarzeń Security Audit Log',
      'SUIM: użytkownicy z krytycznymi uprawnieniami (RSUSR008_009_NEW)',
      'SE16: destynacje RFC (RFCDES, jak w SM59) i filtry Security Audit Log (RSAUPROF, jak w SM19/RSAU_CONFIG)',
      'SMGW: listy dostępu bramki, pliki reginfo i secinfo',
    ],
    formats: `Formaty: „niekonwertowany” (lista w ramkach |), „tekst z tabulatorami”, XLSX, a dla reginfo i secinfo sam plik tekstowy; tytuły kolumn po polsku, angielsku, niemiecku albo techniczne. Do ${mb} MB i ${rows('pl')} wierszy na plik, do ${EXPORT_LIMITS.files} plików.`,
    choose: 'Dodaj eksporty',
    sample: 'Spróbuj na przykładowych eksportach',
    reading: 'Czytam…',
    read: (rows: number) => `odczytano ${rows.toLocaleString('pl-PL')} ${rows === 1 ? 'wiersz' : 'wierszy'}`,
    remove: (name: string) => `Usuń ${name}`,
    selection: 'Po jakim profilu RSUSR002 wybrał tych użytkowników?',
    selectionNone: 'bez wyboru po profilu',
    system: 'System (SID), jeśli dodajesz pliki kilku systemów',
    systemInvalid: 'SID to trzy znaki, pierwszy to litera (np. PRD); plik liczy się na razie bez systemu.',
    systemHelp:
      'Żaden eksport nie podaje swojego systemu: użytkownicy plików bez SID liczą się jako jeden system, więc ten sam użytkownik i mandant w PRD i QAS byłby policzony raz. Nadaj plikom każdego systemu jego SID.',
    cycle: 'Wasz cykl wdrażania not HotNews i o wysokim priorytecie (dni)',
    formats_: { unconverted: 'niekonwertowany', tabbed: 'tekst z tabulatorami', xlsx: 'XLSX', text: 'plik tekstowy' },
    problems: {
      'too-large': `Plik jest większy niż ${mb} MB. Wyeksportuj węższy wybór (np. jeden mandant lub tylko potrzebne kolumny).`,
      'not-a-table': `To nie wygląda na eksport listy z SAP. Oczekujemy: ${expected.pl}.`,
      'unknown-report': `Nie rozpoznajemy tego raportu po tytułach kolumn. Oczekujemy: ${expected.pl}.`,
      truncated:
        'Eksport jest ucięty lub uszkodzony (wiersze bez ramki lub urwany plik). Zapisz listę ponownie i dodaj cały plik.',
      'too-many-rows': `Eksport ma więcej niż ${rows('pl')} wierszy. Zawęź wybór (np. tylko użytkownicy z SAP_ALL).`,
      'too-many-columns': `Eksport ma więcej niż ${EXPORT_LIMITS.columns} kolumn. Zapisz listę z potrzebnymi kolumnami.`,
      empty: 'Plik jest pusty.',
      'too-many-files': `Można dodać najwyżej ${EXPORT_LIMITS.files} plików. Usuń któryś, zanim dodasz następny.`,
    } satisfies Record<ExportProblem, string>,
    titlesFound: (titles: string[]) => `Znalezione tytuły kolumn: ${titles.join(', ')}.`,
    missing: (missing: Column[][]) => `Brakuje kolumny: ${columnsNamed(missing, 'lub')}.`,
    measuredFrom: (files: string) => `Zmierzone z: ${files}.`,
    cannotShow: {
      critical:
        'Eksport pokazuje, kto w tym mandancie ma SAP_ALL lub SAP_NEW i czy może się zalogować; nie pokazuje, czy to użytkownik awaryjny, jak rejestruje się odblokowania ani innych systemów.',
      technical:
        'Eksport pokazuje użytkowników systemowych i komunikacyjnych z SAP_ALL lub SAP_NEW; nie pokazuje destynacji RFC, relacji zaufania ani ich przeglądów.',
      logon:
        'Eksport pokazuje parametry logowania jednego serwera aplikacji; nie pokazuje, czy używa się kont wspólnych ani czy ustawienia są sprawdzane we wszystkich systemach.',
      snc: 'Eksport pokazuje parametry SNC jednego serwera aplikacji; nie pokazuje TLS dla HTTP, szyfrów ani innych systemów.',
      gateway:
        'Eksport pokazuje, czy bramka wymaga list dostępu (gw/acl_mode); nie pokazuje wpisów reginfo/secinfo, serwera komunikatów ani innych systemów.',
      audit:
        'Eksport pokazuje rsau/* jednego serwera, które od SAP_BASIS 7.40 zastępują ustawienia RSAU_CONFIG; nie pokazuje filtrów ani tego, czy log trafia do SIEM.',
      notes:
        'Eksport pokazuje otwarte noty HotNews i o wysokim priorytecie względem Waszego cyklu; nie pokazuje, jak noty są oceniane ani czy wyjątki są udokumentowane.',
      clients:
        'Eksport pokazuje ustawienia zmian mandanta produkcyjnego (SCC4/T000); nie pokazuje, kto importuje transporty ani jak zatwierdza się zmiany.',
      dormant:
        'Eksport pokazuje użytkowników dialogowych bez logowania od ponad 180 dni lub nigdy; nie pokazuje, jak obsługuje się odejścia.',
      'audit-events':
        'Wyciąg pokazuje, że log rejestruje zdarzenia w tych dniach; nie pokazuje filtrów, mandantów spoza wyciągu ani tego, czy log trafia do SIEM.',
      standard:
        'Eksport pokazuje użytkowników standardowych ze znanym hasłem domyślnym; nie pokazuje, czy używa się kont wspólnych ani czy hasła są w sejfie.',
      rfc: 'Eksport pokazuje, czy wywołania RFC sprawdzają S_RFC (auth/rfc_authority_check); nie pokazuje destynacji, relacji zaufania ani uprawnień użytkowników technicznych.',
      'gateway-acl':
        'Plik pokazuje reguły reginfo lub secinfo jednej instancji i te z nich, które niczego nie ograniczają (według SBT); nie pokazuje listy serwera komunikatów (ms/acl_info), plików innych instancji ani innych systemów.',
      'critical-auth':
        'Eksport pokazuje użytkowników z krytycznymi uprawnieniami wybranego wariantu i, gdy lista użytkowników to pokazuje, czy mogą się zalogować; nie pokazuje destynacji RFC, relacji zaufania ani tego, czy uprawnienia są potrzebne.',
    } as Record<string, string>,
    decided: 'Ta odpowiedź wynika z eksportu.',
    yours: 'Odpowiedź wybierasz Ty: eksport wyklucza tylko te, którym przeczy.',
    editable: 'Możesz zmienić odpowiedź.',
    items: {
      heading: 'Co pokazują eksporty (tylko na tej stronie)',
      intro:
        'Lista z Twoich plików, zrobiona w tej przeglądarce: nic z niej nie jest wysyłane ani nie trafia do raportu. Wydrukuj ją albo zapisz jako PDF z przeglądarki.',
      print: 'Drukuj tę listę',
      weak: 'Parametry poniżej bezpiecznej wartości SAP',
      secure: (n: number) => `Parametry z bezpieczną wartością SAP: ${n}.`,
      notJudged: 'Parametry odczytane, nieocenione',
      parameter: 'Parametr',
      found: 'Wartość',
      expected: 'Bezpieczna wartość SAP',
      why: 'Dlaczego to ważne',
      whyNot: 'Dlaczego nieocenione',
      critical: 'Niezablokowani i ważni użytkownicy z SAP_ALL lub SAP_NEW',
      dormant: 'Uśpieni użytkownicy dialogowi (bez logowania od ponad 180 dni lub nigdy), niezablokowani i ważni',
      user: 'Użytkownik',
      system: 'System',
      client: 'Mandant',
      type: 'Typ',
      profile: 'Profil',
      lastLogon: 'Ostatnie logowanie',
      standard: 'Użytkownicy standardowi (RSUSR003)',
      criticalAuth: 'Użytkownicy z krytycznymi uprawnieniami (RSUSR008_009_NEW)',
      logsOn: 'Może się zalogować',
      auths: 'Krytyczne uprawnienia',
      notShown: 'lista tego nie pokazuje',
      gatewayOpen: 'Reguły bramki, które niczego nie ograniczają (SBT 1ARFCGW)',
      file: 'Plik',
      line: 'Wiersz',
      rule: 'Reguła',
      destinations: 'Połączenia ABAP (typ 3) logujące się jako wskazany użytkownik',
      destination: 'Destynacja',
      target: 'System lub host docelowy',
      destinationsRead: (n: number) =>
        `Odczytane destynacje RFC: ${n}. Czy hasło jest zapisane, tabela RFCDES nie pokazuje.`,
      auditFilters: 'Filtry Security Audit Log (RSAUPROF)',
      auditProfile: 'Profil',
      slot: 'Filtr',
      active: 'Aktywny',
      unfiltered: (users: string[]) =>
        users.length === 0
          ? 'Baseline SAP (SBT 2AAUDIT) oczekuje aktywnego filtra we wszystkich mandantach (*) dla SAP*, DDIC i SAPCPIC: każdy z nich ma go w którymś profilu. Który profil jest używany, tabela nie pokazuje.'
          : `Baseline SAP (SBT 2AAUDIT) oczekuje aktywnego filtra we wszystkich mandantach (*) dla SAP*, DDIC i SAPCPIC; brak go dla: ${users.join(', ')}. Który profil jest używany, tabela nie pokazuje.`,
      status: 'Status hasła w eksporcie',
      known: 'Znane hasło domyślne, niezablokowany',
      yes: 'tak',
      no: 'nie',
      never: 'nigdy',
    },
    userTypes: {
      A: 'dialogowy',
      B: 'systemowy',
      C: 'komunikacyjny',
      L: 'referencyjny',
      S: 'serwisowy',
      '?': 'nieznany',
    } satisfies Record<UserType, string>,
  },
  en: {
    intro:
      'Add exports from SAP: beside the questions they measure you see the counts behind them and what they cannot show; an answer is chosen only where the file proves all of it. Your browser reads the files: nothing is uploaded, and user names and parameter values never leave this tab. Only the answers and the counts behind them reach us. Without files the questionnaire works as usual.',
    kinds: [
      'SUIM: Users by Complex Selection Criteria (RSUSR002), selected by profile SAP_ALL or SAP_NEW; or SE16: USR02 and UST04',
      "SUIM: users by logon date (RSUSR200); standard users' passwords (RSUSR003)",
      'SA38, RSPARAM: profile parameters (passwords, SAP*, Security Audit Log, SNC, gateway, logout)',
      'System Recommendations: missing notes with priority and release date',
      'SCC4 or SE16, T000: client change settings',
      'SM20 or RSAU_READ_LOG: an extract of Security Audit Log events',
      'SUIM: users with critical authorisations (RSUSR008_009_NEW)',
      'SE16: RFC destinations (RFCDES, as in SM59) and Security Audit Log filters (RSAUPROF, as in SM19/RSAU_CONFIG)',
      "SMGW: the gateway's access control lists, the reginfo and secinfo files",
    ],
    formats: `Formats: "unconverted" (the |-framed list), "text with tabs", XLSX, and for reginfo and secinfo the text file itself; column titles in English, German, Polish or technical. Up to ${mb} MB and ${rows('en')} rows a file, up to ${EXPORT_LIMITS.files} files.`,
    choose: 'Add exports',
    sample: 'Try it with sample exports',
    reading: 'Reading…',
    read: (rows: number) => `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row' : 'rows'} read`,
    remove: (name: string) => `Remove ${name}`,
    selection: 'Which profile did RSUSR002 select these users by?',
    selectionNone: 'not selected by profile',
    system: 'System (SID), if you add files of several systems',
    systemInvalid: 'A SID is three characters, a letter first (e.g. PRD); until then the file counts without a system.',
    systemHelp:
      'No export names its system: the users of files without a SID count as one system, so one user and client in PRD and QAS would be counted once. Give the files of each system its SID.',
    cycle: 'Your cycle for HotNews and high-priority notes (days)',
    formats_: { unconverted: 'unconverted', tabbed: 'text with tabs', xlsx: 'XLSX', text: 'text file' },
    problems: {
      'too-large': `The file is larger than ${mb} MB. Export a narrower selection (e.g. one client, or only the columns needed).`,
      'not-a-table': `This does not look like a list exported from SAP. Expected: ${expected.en}.`,
      'unknown-report': `We do not recognise this report by its column titles. Expected: ${expected.en}.`,
      truncated:
        'The export is cut off or damaged (rows without their frame, or the file ends early). Save the list again and add the whole file.',
      'too-many-rows': `The export has more than ${rows('en')} rows. Narrow the selection (e.g. only users with SAP_ALL).`,
      'too-many-columns': `The export has more than ${EXPORT_LIMITS.columns} columns. Save the list with the columns needed.`,
      empty: 'The file is empty.',
      'too-many-files': `At most ${EXPORT_LIMITS.files} files. Remove one before adding another.`,
    } satisfies Record<ExportProblem, string>,
    titlesFound: (titles: string[]) => `Column titles found: ${titles.join(', ')}.`,
    missing: (missing: Column[][]) => `Missing column: ${columnsNamed(missing, 'or')}.`,
    measuredFrom: (files: string) => `Measured from: ${files}.`,
    cannotShow: {
      critical:
        'The export shows who holds SAP_ALL or SAP_NEW in this client and whether they can log on; not whether a holder is an emergency user, how unlocks are logged, nor other systems.',
      technical:
        'The export shows system and communication users holding SAP_ALL or SAP_NEW; not RFC destinations, trust relationships or their reviews.',
      logon:
        "The export shows one application server's logon parameters; not whether shared accounts are used, nor whether settings are checked in every system.",
      snc: "The export shows one application server's SNC parameters; not TLS for HTTP, ciphers, nor other systems.",
      gateway:
        'The export shows whether the gateway requires its access lists (gw/acl_mode); not the reginfo/secinfo entries, the message server, nor other systems.',
      audit:
        "The export shows one server's rsau/* values, which RSAU_CONFIG overrides since SAP_BASIS 7.40; not the filters, nor whether the log reaches a SIEM.",
      notes:
        'The export shows open HotNews and high-priority notes against your cycle; not how notes are assessed, nor whether exceptions are documented.',
      clients:
        "The export shows the production client's change settings (SCC4/T000); not who may import transports, nor how changes are approved.",
      dormant:
        'The export shows dialog users with no logon for more than 180 days, or none ever; not how leavers are handled.',
      'audit-events':
        'The extract shows the log records events on those days; not the filters, clients outside the extract, nor whether the log reaches a SIEM.',
      standard:
        'The export shows standard users with a known default password; not whether shared accounts are used, nor whether passwords are kept in a vault.',
      rfc: "The export shows whether RFC calls check S_RFC (auth/rfc_authority_check); not destinations, trust relationships or technical users' authorisations.",
      'gateway-acl':
        "The file shows one instance's reginfo or secinfo rules, and those of them that restrict nothing (by SAP's baseline); not the message server's list (ms/acl_info), other instances' files, nor other systems.",
      'critical-auth':
        'The export shows users holding the critical authorisations of the variant chosen and, where a user list shows it, whether they can log on; not RFC destinations, trust relationships, nor whether the authorisations are needed.',
    } as Record<string, string>,
    decided: 'This answer follows from the export.',
    yours: 'The answer is yours to choose: the export only rules out the answers it contradicts.',
    editable: 'You can change the answer.',
    items: {
      heading: 'What the exports show (on this page only)',
      intro:
        'Listed from your files in this browser: nothing here is sent, nor goes into the report. Print it or save it as a PDF from the browser.',
      print: 'Print this list',
      weak: "Parameters below SAP's secure value",
      secure: (n: number) => `Parameters at SAP's secure value: ${n}.`,
      notJudged: 'Parameters read, not judged',
      parameter: 'Parameter',
      found: 'Found',
      expected: "SAP's secure value",
      why: 'Why it matters',
      whyNot: 'Why not judged',
      critical: 'Unlocked, valid users holding SAP_ALL or SAP_NEW',
      dormant: 'Dormant dialog users (no logon for more than 180 days, or never), unlocked and valid',
      user: 'User',
      system: 'System',
      client: 'Client',
      type: 'Type',
      profile: 'Profile',
      lastLogon: 'Last logon',
      standard: 'Standard users (RSUSR003)',
      criticalAuth: 'Users with critical authorisations (RSUSR008_009_NEW)',
      logsOn: 'Can log on',
      auths: 'Critical authorisations',
      notShown: 'not shown by the list',
      gatewayOpen: 'Gateway rules that restrict nothing (SBT 1ARFCGW)',
      file: 'File',
      line: 'Line',
      rule: 'Rule',
      destinations: 'ABAP connections (type 3) that log on as a named user',
      destination: 'Destination',
      target: 'Target system or host',
      destinationsRead: (n: number) =>
        `RFC destinations read: ${n}. Whether a password is stored is not in table RFCDES.`,
      auditFilters: 'Security Audit Log filters (RSAUPROF)',
      auditProfile: 'Profile',
      slot: 'Slot',
      active: 'Active',
      unfiltered: (users: string[]) =>
        users.length === 0
          ? "SAP's baseline (SBT 2AAUDIT) expects an active filter in all clients (*) for SAP*, DDIC and SAPCPIC: each has one in some profile. Which profile the system uses is not in the table."
          : `SAP's baseline (SBT 2AAUDIT) expects an active filter in all clients (*) for SAP*, DDIC and SAPCPIC; none for: ${users.join(', ')}. Which profile the system uses is not in the table.`,
      status: 'Password status in the export',
      known: 'Known default password, unlocked',
      yes: 'yes',
      no: 'no',
      never: 'never',
    },
    userTypes: {
      A: 'dialog',
      B: 'system',
      C: 'communication',
      L: 'reference',
      S: 'service',
      '?': 'unknown',
    } satisfies Record<UserType, string>,
  },
} satisfies Record<Lang, Record<string, unknown>>

export type EvidenceCopy = (typeof evidenceCopy)['pl']
