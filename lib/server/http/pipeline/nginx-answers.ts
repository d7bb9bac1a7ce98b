import { ApiError } from '@/lib/shared/contracts/api-error'
import { errorTable, type ErrorCode } from '@/lib/shared/contracts/errors'
import { API_VERSION } from '@/lib/shared/contracts/operations'
import { defaultLang, langs, type Lang } from '@/lib/shared/i18n/langs'
import { problemBody } from './problem-body'

// nginx's own answers (deploy/nginx/problem-values.conf, `npm run nginx-snippets`): each code's Error and page
// message as the app would give them, in the language the app would pick.

/** The codes of nginx's own answers; deploy/nginx/bastion-consulting.conf answers each of its errors with one. */
export const NGINX_ANSWER_CODES = [
  'bad_request',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'internal_error',
  'service_unavailable',
] as const satisfies readonly ErrorCode[]

const GENERATED =
  '# Generated from lib/server/http/pipeline/nginx-answers.ts (nginxProblemValues); tests/unit/nginx-answers.test.ts keeps it equal.'

/** Text between single quotes as nginx reads it back: a backslash escapes; a `$` would start a variable. */
export function nginxQuoted(text: string): string {
  if (text.includes('$')) throw new Error(`nginx would read the "$" in this as a variable: ${text}`)
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

/** A map from the visitor's language, Polish the default, as the app's. */
function byLang(variable: string, value: (lang: Lang) => string): string[] {
  const others = langs.filter((lang) => lang !== defaultLang)
  return [
    `map $bastion_lang ${variable} {`,
    ...others.map((lang) => `    ${lang.padEnd(8)} ${nginxQuoted(value(lang))};`),
    `    default  ${nginxQuoted(value(defaultLang))};`,
    '}',
  ]
}

/** The http-context maps nginx's own answers read: $bastion_problem_<code>, $bastion_message_<code>, API-Version. */
export function nginxProblemValues(): string {
  return [
    GENERATED,
    "# nginx's own answers: the contract's Error under /api/ ($bastion_problem_<code>, with API-Version), the",
    "# message alone elsewhere ($bastion_message_<code>), in the visitor's language ($bastion_lang).",
    'map $bastion_answer $bastion_api_version {',
    `    api      "${API_VERSION}";`,
    '    default  "";',
    '}',
    ...NGINX_ANSWER_CODES.flatMap((code) => [
      ...byLang(`$bastion_problem_${code}`, (lang) => JSON.stringify(problemBody(new ApiError(code), lang))),
      ...byLang(`$bastion_message_${code}`, (lang) => errorTable[code][lang]),
    ]),
    '',
  ].join('\n')
}
