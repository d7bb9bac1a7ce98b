import type { Lang } from '@/lib/shared/i18n/langs'

// SAP's secure values (Security Baseline Template v2.4, S/4HANA's defaults: docs/ksc-sources.md), judged on the
// effective value; a parameter with no sourced value is listed as read, not judged.

type Check = (value: string) => boolean
type Words = Record<Lang, string>

const isInt = (v: string) => /^\d+$/.test(v)
const atLeast =
  (min: number): Check =>
  (v) =>
    isInt(v) && Number(v) >= min
const between =
  (min: number, max: number): Check =>
  (v) =>
    isInt(v) && Number(v) >= min && Number(v) <= max
const oneOf =
  (...allowed: string[]): Check =>
  (v) =>
    allowed.includes(v.toUpperCase())

/** rdisp/gui_auto_logout: 1 to 3600 seconds, or up to 60M / 1H; 0 switches it off. */
const autoLogout: Check = (v) => {
  const m = /^(\d+)\s*([smh]?)$/i.exec(v)
  if (!m) return false
  const seconds = Number(m[1]) * ({ '': 1, s: 1, m: 60, h: 3600 } as const)[m[2]!.toLowerCase() as '' | 's' | 'm' | 'h']
  return seconds >= 1 && seconds <= 3600
}

/** login/password_hash_algorithm: RFC2307 encoding, iSSHA-256/384/512, at least 10,000 iterations, salt 128 or 256. */
const hashAlgorithm: Check = (v) => {
  const field = (name: string) => new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*([^,\\s]+)`, 'i').exec(v)?.[1] ?? ''
  return (
    /^RFC2307$/i.test(field('encoding')) &&
    /^iSSHA-(256|384|512)$/i.test(field('algorithm')) &&
    /^\d{5,}$/.test(field('iterations')) &&
    /^(128|256)$/.test(field('saltsize'))
  )
}

/** gw/reg_no_conn_info: 1 or 255 on kernels from 7.40; on older ones a value with the four lowest bits set. */
const regNoConnInfo: Check = (v) => isInt(v) && (Number(v) === 1 || (Number(v) & 15) === 15)

export type ParameterGroup = 'logon' | 'snc' | 'gateway' | 'audit' | 'rfc'

export interface JudgedParameter {
  group: ParameterGroup
  check: Check
  expected: Words
  why: Words
}

const judged = (group: ParameterGroup, check: Check, expected: Words | string, why: Words): JudgedParameter => ({
  group,
  check,
  expected: typeof expected === 'string' ? { pl: expected, en: expected } : expected,
  why,
})

export const JUDGED: Record<string, JudgedParameter> = {
  'login/min_password_lng': judged('logon', atLeast(8), '≥ 8', {
    pl: 'Krótkie hasła łatwo odgadnąć (SBT: co najmniej 8).',
    en: 'Short passwords are easy to guess (SBT: at least 8).',
  }),
  'login/password_hash_algorithm': judged(
    'logon',
    hashAlgorithm,
    'encoding=RFC2307, algorithm=iSSHA-256/384/512, iterations ≥ 10000, saltsize=128/256',
    {
      pl: 'Słaby skrót pozwala złamać skradzione hasła (SBT; S/4HANA: iSSHA-512, 15000 iteracji).',
      en: 'A weak hash lets stolen password hashes be cracked (SBT; S/4HANA: iSSHA-512, 15000 iterations).',
    },
  ),
  'login/password_downwards_compatibility': judged('logon', oneOf('0'), '0', {
    pl: 'Inna wartość zostawia stare, łatwe do złamania skróty haseł (SBT, nota 1023437).',
    en: 'Any other value keeps old, easily cracked password hashes (SBT, note 1023437).',
  }),
  'login/no_automatic_user_sapstar': judged('logon', oneOf('1'), '1', {
    pl: 'Przy 0 po usunięciu SAP* można się zalogować jako SAP* ze znanym hasłem (SBT).',
    en: 'At 0, once SAP* is deleted anyone can log on as SAP* with a known password (SBT).',
  }),
  'rdisp/gui_auto_logout': judged(
    'logon',
    autoLogout,
    { pl: '1-3600 s', en: '1-3600 s' },
    {
      pl: 'Bez wylogowania porzucona sesja SAP GUI zostaje otwarta (SBT; 0 wyłącza).',
      en: 'Without it an abandoned SAP GUI session stays open (SBT; 0 switches it off).',
    },
  ),
  'login/fails_to_user_lock': judged('logon', between(1, 5), '1-5', {
    pl: 'Więcej prób pozwala dłużej zgadywać hasło, zanim konto zostanie zablokowane (SBT).',
    en: 'More attempts allow longer password guessing before the account locks (SBT).',
  }),
  'login/failed_user_auto_unlock': judged('logon', oneOf('0'), '0', {
    pl: 'Przy 1 konto zablokowane po błędnych logowaniach odblokowuje się samo o północy (SBT).',
    en: 'At 1 an account locked by failed logons unlocks itself at midnight (SBT).',
  }),
  'login/password_max_idle_productive': judged('logon', between(1, 180), '1-180', {
    pl: 'Przy 0 hasło nieużywane latami wciąż działa (SBT).',
    en: 'At 0 a password unused for years still works (SBT).',
  }),
  'login/password_history_size': judged('logon', atLeast(5), '≥ 5', {
    pl: 'Krótka historia pozwala wracać do tych samych haseł (SBT).',
    en: 'A short history lets users return to the same passwords (SBT).',
  }),
  'login/min_password_diff': judged('logon', atLeast(3), '≥ 3', {
    pl: 'Nowe hasło może różnić się od starego jednym znakiem (SBT).',
    en: 'A new password may differ from the old one by a single character (SBT).',
  }),
  'login/password_expiration_time': judged('logon', between(1, 183), '1-183', {
    pl: 'Przy 0 hasła nie wygasają (SBT, p3).',
    en: 'At 0 passwords never expire (SBT, p3).',
  }),
  'snc/enable': judged('snc', oneOf('1'), '1', {
    pl: 'Bez SNC hasła i dane SAP GUI i RFC płyną otwartym tekstem (SBT).',
    en: 'Without SNC, SAP GUI and RFC passwords and data travel in clear text (SBT).',
  }),
  'snc/accept_insecure_gui': judged('snc', oneOf('0', 'U'), '0 / U', {
    pl: 'Przy 1 SAP GUI nadal przyjmuje połączenia bez szyfrowania (SBT, p3).',
    en: 'At 1 SAP GUI still accepts unencrypted connections (SBT, p3).',
  }),
  'snc/accept_insecure_rfc': judged('snc', oneOf('0', 'U'), '0 / U', {
    pl: 'Przy 1 RFC nadal przyjmuje połączenia bez szyfrowania (SBT, p3).',
    en: 'At 1 RFC still accepts unencrypted connections (SBT, p3).',
  }),
  'gw/acl_mode': judged('gateway', oneOf('1'), '1', {
    pl: 'Przy 0 bramka bez plików reginfo/secinfo przyjmuje każdy zewnętrzny program (SBT, p1).',
    en: 'At 0 a gateway without reginfo/secinfo files accepts any external program (SBT, p1).',
  }),
  'gw/reg_no_conn_info': judged(
    'gateway',
    regNoConnInfo,
    { pl: '1 lub 255 (jądro ≥ 7.40)', en: '1 or 255 (kernel ≥ 7.40)' },
    {
      pl: 'Bez tych zabezpieczeń bramki znane obejścia reginfo/secinfo pozostają otwarte (SBT, p1; nota 2776748).',
      en: 'Without these gateway protections known bypasses of reginfo/secinfo stay open (SBT, p1; note 2776748).',
    },
  ),
  'gw/sim_mode': judged('gateway', oneOf('0'), '0', {
    pl: 'Przy 1 bramka przepuszcza to, czego nie dopuszcza żadna reguła reginfo/secinfo, i tylko to zapisuje (SBT, p1).',
    en: 'At 1 the gateway lets through what no rule of reginfo/secinfo permits, and only logs it (SBT, p1).',
  }),
  'gw/monitor': judged('gateway', oneOf('1'), '1', {
    pl: 'Wartość, której oczekuje baseline SAP dla poleceń monitora bramki (SBT 1ARFCGW, p1); inna nie jest zalecana.',
    en: "The value SAP's baseline expects for the gateway monitor's commands (SBT 1ARFCGW, p1); any other is not.",
  }),
  'rsau/enable': judged('audit', oneOf('1'), '1', {
    pl: 'Bez Security Audit Log nie ma śladu logowań i krytycznych działań (SBT; RSAU_CONFIG może to zastąpić).',
    en: 'Without the Security Audit Log there is no trail of logons and critical actions (SBT; RSAU_CONFIG may override it).',
  }),
  'rsau/selection_slots': judged('audit', atLeast(10), '≥ 10', {
    pl: 'Za mało filtrów, by rejestrować wszystkie zalecane zdarzenia (SBT).',
    en: 'Too few filters to record every recommended event (SBT).',
  }),
  'rsau/integrity': judged('audit', oneOf('1'), '1', {
    pl: 'Bez ochrony integralności zmiany w plikach logu nie zostaną wykryte (SBT).',
    en: 'Without integrity protection, changes to the log files go unnoticed (SBT).',
  }),
  'rsau/user_selection': judged('audit', oneOf('1'), '1', {
    pl: 'Filtry nie mogą wskazywać użytkowników wzorcem (SBT).',
    en: 'Filters cannot select users by pattern (SBT).',
  }),
  'rsau/log_peer_address': judged('audit', oneOf('1'), '1', {
    pl: 'Log nie zapisuje adresu, z którego przyszło połączenie (SBT).',
    en: 'The log does not record the address a connection came from (SBT).',
  }),
  'auth/rfc_authority_check': judged('rfc', oneOf('1', '6', '9'), '1 / 6 / 9', {
    pl: 'Przy 0 wywołania RFC nie sprawdzają uprawnienia S_RFC: każdy użytkownik RFC wywoła każdy moduł (SBT, p2; nota 2216306).',
    en: 'At 0 RFC calls skip the S_RFC check: any RFC user may call any function module (SBT, p2; note 2216306).',
  }),
  'rfc/callback_security_method': judged('rfc', oneOf('3'), '3', {
    pl: 'Poniżej 3 system wywołany przez RFC może wywołać z powrotem dowolny moduł u wywołującego (SBT, p2).',
    en: 'Below 3 a system called by RFC may call back any function module in the caller (SBT, p2).',
  }),
  'rfc/selftrust': judged('rfc', oneOf('0'), '0', {
    pl: 'Przy 1 system ufa sam sobie: wywołania RFC w jego obrębie nie pytają o hasło (SBT, p2; noty 2449757, 2614667).',
    en: 'At 1 the system trusts itself: RFC calls within it log on without a password (SBT, p2; notes 2449757, 2614667).',
  }),
}

/** Security parameters read and shown, but not judged: no secure value in our sources, or none the file can show. */
export const NOT_JUDGED: Record<string, Words> = {
  'login/password_max_idle_initial': {
    pl: 'Brak wartości w źródłach, na których się opieramy (SBT v2.4 w briefie podaje tylko password_max_idle_productive).',
    en: 'No value in the sources we rest on (the brief has SBT v2.4 only for password_max_idle_productive).',
  },
  'login/disable_password_logon': {
    pl: 'SBT sprawdza tylko, czy jest ustawiony; właściwa wartość zależy od tego, czy działa SSO.',
    en: 'The SBT only checks that it is set; the right value depends on whether single sign-on is in place.',
  },
  'rec/client': {
    pl: 'Które mandanty rejestrują zmiany tabel, to decyzja polityki; brak wartości SAP w naszych źródłach.',
    en: 'Which clients log table changes is a policy decision; no SAP value in our sources.',
  },
  'icm/https/verify_client': {
    pl: 'Nie znaleźliśmy wartości bazowej SAP (0, 1 lub 2 zależy od użycia certyfikatów klienta).',
    en: 'No SAP baseline value found (0, 1 or 2 depends on the use of client certificates).',
  },
}

/** Any other parameter under these prefixes is security-related: listed as read, not judged. */
const SECURITY = /^(login|snc|gw|rsau|auth|rec|ssl|sec|ms\/acl|icm\/https|system\/secure)\b/i

export const OTHER_NOT_JUDGED: Words = {
  pl: 'Parametr bezpieczeństwa bez wartości SAP w źródłach, na których się opieramy.',
  en: 'A security parameter with no SAP value in the sources we rest on.',
}

export const GATEWAY_FILE: Words = {
  pl: 'Nazywa plik listy dostępu; jego wpisów nie ma w eksporcie parametrów.',
  en: 'Names the access control file; its entries are not in a parameter export.',
}

/** A parameter as the page lists it: plain data, so the worker can post it. */
export interface ParameterVerdict {
  name: string
  value: string
  verdict: 'secure' | 'weak' | 'not-judged'
  /** For a judged parameter: its group and SAP's secure value. */
  group?: ParameterGroup
  expected?: Words
  /** Why the value matters, or why it is not judged. */
  why: Words
}

/** Every security parameter of an export, judged or listed as read and not judged. Names are lower case. */
export function judgeParameters(values: Map<string, string>): ParameterVerdict[] {
  const verdicts: ParameterVerdict[] = []
  for (const [name, value] of values) {
    const p = JUDGED[name]
    if (p) {
      const verdict = p.check(value) ? 'secure' : 'weak'
      verdicts.push({ name, value, verdict, group: p.group, expected: p.expected, why: p.why })
    } else {
      const why =
        NOT_JUDGED[name] ??
        (/^(gw\/(sec|reg|prxy)_info|ms\/acl_info)$/.test(name)
          ? GATEWAY_FILE
          : SECURITY.test(name)
            ? OTHER_NOT_JUDGED
            : null)
      if (why) verdicts.push({ name, value, verdict: 'not-judged', why })
    }
  }
  return verdicts.sort((a, b) => a.name.localeCompare(b.name))
}

/** A group's judged parameters in the export: how many, how many secure, and whether one meets its value. */
export function checkGroup(verdicts: ParameterVerdict[], group: ParameterGroup) {
  const inGroup = verdicts.filter((v) => v.group === group)
  return {
    checked: inGroup.length,
    secure: inGroup.filter((v) => v.verdict === 'secure').length,
    has: (name: string) => inGroup.some((v) => v.name === name),
    meets: (name: string) => inGroup.some((v) => v.name === name && v.verdict === 'secure'),
  }
}
