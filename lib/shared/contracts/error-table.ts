import { CV_MAX_BYTES } from './cv-file'

// The one error table (bad_request is nginx's alone). Free of zod, so a form shows these messages without loading
// the schemas.

const cvMegabytes = CV_MAX_BYTES / 1024 / 1024

interface ErrorEntry {
  status: number
  title: string
  pl: string
  en: string
  hint: string
}

export const errorTable = {
  missing_fields: {
    status: 400,
    title: 'Missing or invalid fields',
    pl: 'Uzupełnij wymagane pola.',
    en: 'Please fill in the required fields.',
    hint: 'A required field is absent or empty, a field is longer than its limit, or the body is not in a content type this operation reads. See `fields` for each field.',
  },
  invalid_email: {
    status: 400,
    title: 'Invalid e-mail address',
    pl: 'Podaj poprawny adres e-mail.',
    en: 'Please enter a valid e-mail address.',
    hint: 'Send `email` as a valid address of at most 500 characters.',
  },
  consent_required: {
    status: 400,
    title: 'Consent required',
    pl: 'Bez tej zgody nie możemy przyjąć zgłoszenia.',
    en: 'We cannot accept the request without this consent.',
    hint: 'Send the consent field (`gdpr`, or `consent` for applications) with one of: on, true, 1.',
  },
  invalid_answers: {
    status: 400,
    title: 'Invalid answers',
    pl: 'Odpowiedzi są niepoprawne. Odśwież stronę i spróbuj ponownie.',
    en: 'The answers are not valid. Reload the page and try again.',
    hint: '`answers` must be an object mapping question ids to zero-based option indexes (non-negative integers); in a form encoding, as JSON text.',
  },
  invalid_linkedin: {
    status: 400,
    title: 'Invalid profile address',
    pl: 'Podaj adres profilu LinkedIn, np. https://www.linkedin.com/in/jan-kowalski.',
    en: 'Enter a LinkedIn profile address, e.g. https://www.linkedin.com/in/jane-doe.',
    hint: 'Send `linkedin` as the https address of a LinkedIn profile (linkedin.com, www. or a country subdomain; path /in/<handle>) of at most 500 characters, or leave it out.',
  },
  invalid_file: {
    status: 400,
    title: 'Invalid file',
    pl: `Załącz CV w formacie PDF, DOC lub DOCX, do ${cvMegabytes} MB.`,
    en: `Attach a CV as PDF, DOC or DOCX, up to ${cvMegabytes} MB.`,
    hint: `The \`cv\` part must be a PDF, DOC or DOCX of at most ${cvMegabytes} MB (${CV_MAX_BYTES} bytes), sent once; the type is read from the file's signature and structure, never from its name.`,
  },
  unsupported_version: {
    status: 400,
    title: 'Unsupported API version',
    pl: 'Nieobsługiwana wersja interfejsu.',
    en: 'Unsupported API version.',
    hint: 'Send `API-Version` as a date (YYYY-MM-DD) no later than the current version, or leave it out.',
  },
  form_expired: {
    status: 400,
    title: 'Form expired',
    pl: 'Formularz wygasł. Odśwież stronę i wyślij go ponownie – wpisane dane zostaną zachowane.',
    en: 'The form has expired. Reload the page and send it again; what you typed will be kept.',
    hint: 'The form was rendered more than 30 minutes ago. Load the page again to get a fresh form marker.',
  },
  verification_failed: {
    status: 400,
    title: 'Verification failed',
    pl: 'Nie udało się potwierdzić, że jesteś człowiekiem. Spróbuj ponownie.',
    en: 'We could not verify that you are human. Please try again.',
    hint: 'Send a fresh, unused `bot-challenge-response` token from the challenge widget of the form.',
  },
  bad_request: {
    status: 400,
    title: 'Bad request',
    pl: 'Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.',
    en: 'The request could not be read. Reload the page and try again.',
    hint: 'The request is not HTTP the site reads: a malformed request line or header, a request line or header over 8 KiB, an HTTP version other than 1.0, 1.1 or 2, or a transfer coding other than chunked. The server in front answers it; the site never sees it.',
  },
  origin_forbidden: {
    status: 403,
    title: 'Origin not allowed',
    pl: 'Formularz można wysłać tylko z naszej strony.',
    en: 'The form can only be sent from our website.',
    hint: 'Requests must come from the website itself (the `Origin` header must be one of its origins).',
  },
  not_found: {
    status: 404,
    title: 'Not found',
    pl: 'Nie ma takiego adresu.',
    en: 'There is no such address.',
    hint: 'See /openapi.json for the operations and their paths (each ends with a slash).',
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    pl: 'Ta metoda nie jest obsługiwana pod tym adresem.',
    en: 'This method is not supported at this address.',
    hint: 'Use a method listed in the `Allow` header.',
  },
  payload_too_large: {
    status: 413,
    title: 'Request body too large',
    pl: 'Przesłane dane są zbyt duże.',
    en: 'The data sent is too large.',
    hint: 'The body exceeds the limit of this operation (64 KiB; 6 MiB for job applications).',
  },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    pl: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
    en: 'Too many attempts. Please try again shortly.',
    hint: 'Wait the number of seconds in `Retry-After` before retrying.',
  },
  internal_error: {
    status: 500,
    title: 'Internal error',
    pl: 'Wystąpił błąd po naszej stronie. Spróbuj ponownie później.',
    en: 'Something went wrong on our side. Please try again later.',
    hint: 'An unexpected failure; retrying later may help.',
  },
  service_unavailable: {
    status: 503,
    title: 'Service unavailable',
    pl: 'Nie udało się teraz przyjąć zgłoszenia. Spróbuj ponownie za kilka minut lub napisz do nas e-mailem.',
    en: 'We could not accept your request right now. Please try again in a few minutes or e-mail us.',
    hint: 'A service the request depends on (mail, bot verification, or the site itself while it restarts or is at its limit of requests at once) is unavailable; nothing was accepted. Retry later, after the seconds in `Retry-After` where the answer has it.',
  },
} as const satisfies Record<string, ErrorEntry>

export type ErrorCode = keyof typeof errorTable
export const errorCodes = Object.keys(errorTable) as ErrorCode[]

/** Where the problem types live: stable tag URIs (RFC 4151), one per code; not meant to be dereferenced. */
export const problemType = (code: ErrorCode) => `tag:bastion-consulting.pl,2026:problem:${code}`

/** Field-level reasons, in `fields` of a 400 answer, so a form can place each message next to its input. */
export const fieldReasons = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_option',
  'consent_required',
  'invalid_answers',
  'invalid_linkedin',
  'invalid_file',
  'invalid',
] as const
export type FieldReason = (typeof fieldReasons)[number]
