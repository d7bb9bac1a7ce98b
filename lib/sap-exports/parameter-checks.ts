// SAP's own secure values of the profile parameters the check reads: SAP Security Baseline Template v2.4 as SAP
// encodes it, and S/4HANA's secure defaults (docs/ksc-sources.md, "SAP exports", from the shared domain brief).
// Each check takes the effective value (user-defined, else the default) and says whether it meets that value.

type Check = (value: string) => boolean

const atLeast =
  (min: number): Check =>
  (v) =>
    /^\d+$/.test(v) && Number(v) >= min
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
const regNoConnInfo: Check = (v) => /^\d+$/.test(v) && (Number(v) === 1 || (Number(v) & 15) === 15)

export const PARAMETER_GROUPS = {
  logon: {
    'login/min_password_lng': atLeast(8),
    'login/password_hash_algorithm': hashAlgorithm,
    'login/password_downwards_compatibility': oneOf('0'),
    'login/no_automatic_user_sapstar': oneOf('1'),
    'rdisp/gui_auto_logout': autoLogout,
  },
  snc: {
    'snc/enable': oneOf('1'),
    'snc/accept_insecure_gui': oneOf('0', 'U'),
    'snc/accept_insecure_rfc': oneOf('0', 'U'),
  },
  gateway: {
    'gw/acl_mode': oneOf('1'),
    'gw/reg_no_conn_info': regNoConnInfo,
  },
  audit: {
    'rsau/enable': oneOf('1'),
    'rsau/selection_slots': atLeast(10),
    'rsau/integrity': oneOf('1'),
    'rsau/user_selection': oneOf('1'),
    'rsau/log_peer_address': oneOf('1'),
  },
  rfc: {
    'auth/rfc_authority_check': oneOf('1', '6', '9'),
  },
} satisfies Record<string, Record<string, Check>>

export type ParameterGroup = keyof typeof PARAMETER_GROUPS

/** How many of a group's parameters the export holds, and how many of those meet SAP's secure value. */
export function checkGroup(values: Map<string, string>, group: ParameterGroup) {
  const checks = Object.entries(PARAMETER_GROUPS[group]) as [string, Check][]
  const present = checks.filter(([name]) => values.has(name))
  return {
    checked: present.length,
    secure: present.filter(([name, check]) => check(values.get(name)!)).length,
    meets: (name: string) =>
      values.has(name) && (PARAMETER_GROUPS[group] as Record<string, Check>)[name]!(values.get(name)!),
  }
}
