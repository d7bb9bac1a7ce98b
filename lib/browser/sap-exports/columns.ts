// Column titles as SAP writes them, technical names or labels (sources: docs/ksc-sources.md), matched after folding
// case, diacritics and punctuation.

export const normaliseTitle = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export const COLUMN_TITLES = {
  user: ['BNAME', 'User Name', 'User', 'Benutzername', 'Benutzer', 'Nazwa użytkownika', 'Użytkownik'],
  userType: ['USTYP', 'User Type', 'Benutzertyp', 'Typ użytkownika'],
  lockStatus: [
    'UFLAG',
    'USR02FLAG',
    'User Lock Status',
    'Lock Status',
    'Status der Benutzersperre',
    'Sperrstatus',
    'Status blokady użytkownika',
    'Status blokady',
  ],
  lockReason: ['LOCKREASON', 'LOCK_REASON', 'Reason for User Lock', 'Sperrgrund', 'Przyczyna blokady'],
  validFrom: ['GLTGV', 'Valid From', 'User valid from', 'Gültig von', 'Gültig ab', 'Ważny od', 'Ważność od'],
  validTo: ['GLTGB', 'Valid To', 'Valid Through', 'User valid to', 'Gültig bis', 'Ważny do', 'Ważność do'],
  lastLogon: [
    'TRDAT',
    'Last Logon Date',
    'Last Logon',
    'Letztes Anmeldedatum',
    'Data ostatniego logowania',
    'Ostatnie logowanie',
  ],
  created: ['ERDAT', 'Created On', 'Creation Date', 'Erstellt am', 'Angelegt am', 'Erfassungsdatum', 'Data utworzenia'],
  profile: ['PROFILE', 'PROFIL', 'Profile', 'Profile Name', 'Profil', 'Profilname', 'Nazwa profilu'],
  parameter: ['Parameter Name', 'Parametername', 'Parameter', 'Nazwa parametru', 'PAR_NAME', 'NAME'],
  userValue: [
    'User-Defined Value',
    'Benutzerdefinierter Wert',
    'Wartość zdefiniowana przez użytkownika',
    'Wartość użytkownika',
  ],
  defaultValue: ['System Default Value', 'System-Defaultwert', 'Domyślna wartość systemowa', 'Wartość domyślna'],
  unsubstituted: [
    'System Default Value(Unsubstituted Form)',
    'System Default Value (Unsubstituted Form)',
    'System-Defaultwert (Unsubst.Form)',
    'Wartość domyślna (postać niepodstawiona)',
  ],
  value: ['VALUE', 'PAR_VALUE', 'Value', 'Current Value', 'Wert', 'Aktueller Wert', 'Wartość', 'Bieżąca wartość'],
  note: [
    'NOTE_NUMBER',
    'Note Number',
    'Note',
    'SAP Note',
    'Hinweisnummer',
    'Hinweis',
    'SAP-Hinweis',
    'Numer noty',
    'Nota',
  ],
  priority: ['PRIORITY', 'PRIORITY_ID', 'Priority', 'Priorität', 'Priorytet'],
  releaseDate: [
    'RELEASE_DATE',
    'Release Date',
    'Released On',
    'Freigabedatum',
    'Freigegeben am',
    'Data wydania',
    'Data publikacji',
  ],
  noteStatus: [
    'IMPL_STATUS',
    'STATUS',
    'Implementation Status',
    'Status',
    'Implementierungsstatus',
    'Status wdrożenia',
  ],
  passwordStatus: [
    'PASSWORD_STATUS',
    'Password Status',
    'Status of Password',
    'Kennwortstatus',
    'Status des Kennworts',
    'Status hasła',
  ],
  date: ['SLGDATTIM', 'Date', 'Datum', 'Data'],
  auditEvent: [
    'SLGMSGID',
    'Audit Log Msg. ID',
    'Message ID',
    'Event',
    'Audit Event',
    'Meldungs-ID',
    'Ereignis',
    'Zdarzenie',
    'ID komunikatu',
  ],
  client: ['MANDT', 'Client', 'Cl.', 'Mandant', 'Klient'],
  criticalAuth: [
    'AUTH_ID',
    'Critical Authorization',
    'Critical Authorization ID',
    'Identification of the Critical Authorization',
    'Kritische Berechtigung',
    'Krytyczne uprawnienie',
  ],
  criticalAuthText: ['TEXT', 'Description', 'Text', 'Beschreibung', 'Opis'],
  destination: ['RFCDEST', 'RFC Destination', 'Destination', 'RFC-Destination', 'Destynacja RFC', 'Destynacja'],
  rfcType: ['RFCTYPE', 'Connection Type', 'Verbindungstyp', 'Typ połączenia'],
  rfcOptions: ['RFCOPTIONS', 'Options', 'Optionen', 'Opcje'],
  auditProfile: ['PROFNAME'],
  auditSlot: ['SLOTNO'],
  auditUser: ['UNAME'],
  slotActive: ['STATUS'],
  clientRole: ['CCCATEGORY', 'Client Role', 'Role of client', 'Mandantenrolle', 'Rolle des Mandanten', 'Rola klienta'],
  clientChanges: [
    'CCCORACTIV',
    'Changes and Transports',
    'Changes and Transports for Client-Specific Objects',
    'Änderungen und Transporte',
    'Änderungen und Transporte für mandantenabhängige Objekte',
    'Zmiany i transporty',
  ],
  crossClient: [
    'CCNOCLIIND',
    'Maintain Cross-Client Objects',
    'Cross-Client Object Changes',
    'No Cross-Client',
    'Mandantenübergreifende Objekte',
    'Änderungen an mandantenübergreifenden Objekten',
    'Obiekty międzyklientowe',
  ],
} as const

export type Column = keyof typeof COLUMN_TITLES

// A title may name columns of different reports (STATUS: a note's implementation status, an audit filter's slot).
const TITLE_TO_COLUMNS = new Map<string, Column[]>()
for (const [column, titles] of Object.entries(COLUMN_TITLES) as [Column, readonly string[]][])
  for (const title of titles) {
    const key = normaliseTitle(title)
    TITLE_TO_COLUMNS.set(key, [...(TITLE_TO_COLUMNS.get(key) ?? []), column])
  }

/** Each known column of a header row, by its index (the first of a title wins). */
export function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {}
  header.forEach((title, index) => {
    for (const column of TITLE_TO_COLUMNS.get(normaliseTitle(title)) ?? [])
      if (found[column] === undefined) found[column] = index
  })
  return found
}
