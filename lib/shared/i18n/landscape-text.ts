// "{hana: text}" keeps " text" when the landscape has the part, "{!hana: text}" when not; page and server share it.

const PART = /\{(!?)([a-z]+):([^{}]*)\}/g

export function forLandscape(text: string, flags: ReadonlySet<string>): string {
  return text.replace(PART, (_, not: string, flag: string, part: string) =>
    flags.has(flag) !== (not === '!') ? part : '',
  )
}
