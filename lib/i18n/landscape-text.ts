// Questionnaire texts name landscape parts only where the landscape has them: "{hana: text}" shows " text" (what
// follows the colon, as written) when the flag is set, "{!hana: text}" when it is not. Shared by the page (flags
// from the visitor's answers) and the server (report and plan), so both read the same words.

const PART = /\{(!?)([a-z]+):([^{}]*)\}/g

export function forLandscape(text: string, flags: ReadonlySet<string>): string {
  return text.replace(PART, (_, not: string, flag: string, part: string) =>
    flags.has(flag) !== (not === '!') ? part : '',
  )
}
