// reginfo and secinfo as saved; a permit is open when none of TP, HOST, USER, USER-HOST, ACCESS, CANCEL names
// anything but `*` (SAP's baseline, docs/ksc-sources.md). Rules stay in the worker and the page.

const KEYS = ['TP', 'USER-HOST', 'USER', 'HOST', 'ACCESS', 'CANCEL', 'NO'] as const
type Key = (typeof KEYS)[number]
// A key at the start of a word: HOST in USER-HOST is USER-HOST's.
const FIELD = new RegExp(`(?:^|\\s)(${KEYS.join('|')})\\s*=\\s*(\\S*)`, 'g')
const RULE = /^([PD])\s+(.*)$/i
/** What SAP's baseline reads of a permit: a value here other than `*…` restricts it. */
const RESTRICTING: readonly Key[] = ['TP', 'USER-HOST', 'USER', 'HOST', 'ACCESS', 'CANCEL']

export interface GatewayAclFacts {
  /** reginfo (ACCESS, CANCEL, NO) or secinfo (USER, USER-HOST); null when its rules name neither. */
  file: 'reginfo' | 'secinfo' | null
  permits: number
  denies: number
  /** Permits that restrict nothing: their line number and text, for the page only. */
  open: { line: number; rule: string }[]
}

const fieldsOf = (body: string) => new Map([...body.matchAll(FIELD)].map((m) => [m[1] as Key, m[2]!]))

/** Whether a file's text is a gateway ACL: comments and P/D rules only, and at least one rule. */
export function isGatewayAcl(lines: string[]): boolean {
  let rules = 0
  for (const raw of lines) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const rule = RULE.exec(line)
    if (!rule || fieldsOf(` ${rule[2]}`).size === 0) return false
    rules++
  }
  return rules > 0
}

export function readGatewayAcl(lines: string[]): GatewayAclFacts {
  const facts: GatewayAclFacts = { file: null, permits: 0, denies: 0, open: [] }
  let reginfo = false
  let secinfo = false
  lines.forEach((raw, i) => {
    const line = raw.trim()
    const rule = RULE.exec(line)
    if (!rule) return
    const fields = fieldsOf(` ${rule[2]}`)
    reginfo ||= fields.has('ACCESS') || fields.has('CANCEL') || fields.has('NO')
    secinfo ||= fields.has('USER') || fields.has('USER-HOST')
    if (rule[1]!.toUpperCase() === 'D') {
      facts.denies++
      return
    }
    facts.permits++
    const restricts = RESTRICTING.some((key) => {
      const value = fields.get(key)
      return value !== undefined && value !== '' && !value.startsWith('*')
    })
    if (!restricts) facts.open.push({ line: i + 1, rule: line.slice(0, 200) })
  })
  facts.file = reginfo === secinfo ? null : reginfo ? 'reginfo' : 'secinfo'
  return facts
}
