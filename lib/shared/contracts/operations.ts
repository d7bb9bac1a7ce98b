import type { z } from 'zod'
import { applyRequestSchema } from './apply'
import { contactRequestSchema } from './contact'
import { CV_MAX_BYTES } from './cv-file'
import type { ErrorCode } from './errors'
import { OPERATION_PATHS } from './operation-paths'
import { formSessionRequestSchema, formSessionResponseSchema } from './form-session'
import { reportRequestSchema, scoreRequestSchema, scoreResponseSchema } from './ksc'
import { downloadQuerySchema, materialRequestSchema } from './materials'
import { acceptedResponseSchema } from './responses'

// The operations, declared once: the pipeline enforces them, openapi.json is written from them, and a test holds
// them equal to the route files.

export const API_VERSION = '2026-10-07'

export type ContentType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data'

export interface RateLimitPolicy {
  limit: number
  windowSeconds: number
}

export interface Operation<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  id: string
  method: 'GET' | 'POST'
  path: string
  summary: string
  description: string
  /** Request schema: of the body for POST, of the query for GET. */
  request: Req
  /** Body encodings accepted (POST only). */
  contentTypes: ContentType[]
  /** Largest body read, in bytes; reading stops as soon as it is exceeded. */
  maxBodyBytes: number
  /** The one file part a multipart body may carry, and its size; bytes past it are cut off (and the file refused). */
  upload?: { field: string; maxBytes: number }
  success: Res
  /** Set when success is a file rather than JSON (then `success` is unused). */
  successFile?: 'application/pdf'
  rateLimit: RateLimitPolicy
  /** Origin allow-list applies (form POSTs); a link opened from a mail has no origin to check. */
  checksOrigin: boolean
  /** Trap field and signed timestamp marker (S1, S2). */
  antiSpam: boolean
  /** One-time bot-challenge token (S3). */
  challenge: boolean
  /** A deprecated operation answers with Deprecation and Sunset headers and is marked so in openapi.json. */
  deprecation?: { since: Date; sunset: Date }
  /** Errors this operation can answer, besides the ones every operation can (see openapi.ts). */
  errors: ErrorCode[]
  /** What a code means for this operation, where the table's general hint would mislead. */
  errorNotes?: Partial<Record<ErrorCode, string>>
  /** Errors are also answered as an HTML page (and Markdown) when the client prefers it: what that page is. */
  errorPage?: string
}

/** An IPv6 /48 shares this many times the limit of one /64, so rotating /64s buys at most this factor. */
export const IPV6_NETWORK_FACTOR = 10

const KIB = 1024
const formErrors: ErrorCode[] = [
  'missing_fields',
  'invalid_email',
  'consent_required',
  'invalid_answers',
  'invalid_linkedin',
  'invalid_file',
  'unsupported_version',
  'form_expired',
  'verification_failed',
]

// The id keeps its literal type, so the forms' operation ids can be derived from the operations.
const define = <Req extends z.ZodType, Res extends z.ZodType, const Id extends string>(
  op: Operation<Req, Res> & { id: Id },
) => op

export const submitContactForm = define({
  id: 'submitContactForm',
  method: 'POST',
  path: OPERATION_PATHS.submitContactForm,
  summary: 'Send an enquiry to the company',
  description:
    'Sends the enquiry to the sales team by mail and creates a lead in the CRM. Consent (`gdpr`) is enforced. If mail cannot be sent, the enquiry is not accepted (503).',
  request: contactRequestSchema,
  contentTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  maxBodyBytes: 64 * KIB,
  success: acceptedResponseSchema,
  // Enquiries are rare and each one reaches a person: a handful per visitor is plenty.
  rateLimit: { limit: 5, windowSeconds: 10 * 60 },
  checksOrigin: true,
  antiSpam: true,
  challenge: true,
  errors: [...formErrors, 'payload_too_large', 'service_unavailable'],
})

export const submitJobApplication = define({
  id: 'submitJobApplication',
  method: 'POST',
  path: OPERATION_PATHS.submitJobApplication,
  summary: 'Apply for a job with a CV',
  description:
    'Sends the application with its CV to the recruitment team. Candidate data does not go to the CRM. Multipart only; the CV type is verified by its file signature and structure, before the challenge token is spent.',
  request: applyRequestSchema,
  contentTypes: ['multipart/form-data'],
  // A 5 MB CV and the answers (3 x 8000 characters) with room for the multipart framing.
  maxBodyBytes: 6 * KIB * KIB,
  upload: { field: 'cv', maxBytes: CV_MAX_BYTES },
  success: acceptedResponseSchema,
  // A CV upload is heavy and people apply once: the tightest limit.
  rateLimit: { limit: 3, windowSeconds: 30 * 60 },
  checksOrigin: true,
  antiSpam: true,
  challenge: true,
  errors: [...formErrors, 'payload_too_large', 'service_unavailable'],
})

export const scoreKscCheck = define({
  id: 'scoreKscCheck',
  method: 'POST',
  path: OPERATION_PATHS.scoreKscCheck,
  summary: 'Score KSC/NIS2 readiness from answers',
  description:
    'Computes the readiness score of an SAP environment against KSC and NIS2 from the answers. No personal data, no storage, no mail, no challenge token. The scoring stays on the server.',
  request: scoreRequestSchema,
  contentTypes: ['application/json', 'application/x-www-form-urlencoded'],
  maxBodyBytes: 64 * KIB,
  success: scoreResponseSchema,
  // Scoring is cheap and people go back and forth: the most generous limit.
  rateLimit: { limit: 12, windowSeconds: 15 * 60 },
  checksOrigin: true,
  antiSpam: false,
  challenge: false,
  errors: [...formErrors, 'payload_too_large'],
})

export const requestKscCheckReport = define({
  id: 'requestKscCheckReport',
  method: 'POST',
  path: OPERATION_PATHS.requestKscCheckReport,
  summary: 'Mail the KSC readiness report as PDF',
  description:
    'Generates a PDF report of the result and mails it to the given address, creating a CRM lead. The only step of the check that stores personal data.',
  request: reportRequestSchema,
  contentTypes: ['application/json'],
  maxBodyBytes: 64 * KIB,
  success: acceptedResponseSchema,
  // Each request renders a PDF and sends a mail: kept low.
  rateLimit: { limit: 3, windowSeconds: 15 * 60 },
  checksOrigin: true,
  antiSpam: true,
  challenge: true,
  errors: [...formErrors, 'payload_too_large', 'service_unavailable'],
})

export const requestGatedMaterial = define({
  id: 'requestGatedMaterial',
  method: 'POST',
  path: OPERATION_PATHS.requestGatedMaterial,
  summary: 'Mail a signed download link for a material',
  description:
    'Mails a signed download link, valid 7 days, for a PDF material, and creates a CRM lead. The file is not attached and has no public address.',
  request: materialRequestSchema,
  contentTypes: ['application/json'],
  maxBodyBytes: 64 * KIB,
  success: acceptedResponseSchema,
  // A few materials per visit is normal; more looks like harvesting.
  rateLimit: { limit: 5, windowSeconds: 15 * 60 },
  checksOrigin: true,
  antiSpam: true,
  challenge: true,
  errors: [...formErrors, 'payload_too_large', 'service_unavailable'],
})

/** The operations whose forms carry a timestamp marker and a challenge (antiSpam and challenge). */
const markedForms = [submitContactForm, submitJobApplication, requestKscCheckReport, requestGatedMaterial]
export type FormOperationId = (typeof markedForms)[number]['id']

export const issueFormSession = define({
  id: 'issueFormSession',
  method: 'POST',
  path: OPERATION_PATHS.issueFormSession,
  summary: 'Give a form page its timestamp marker and bot challenge',
  description:
    'Not in the spec. The form pages are static HTML, built once, so they cannot carry what the server used to render into each form per request: the signed timestamp marker (`form-marker`) and the bot challenge to show (Turnstile’s site key and action, or in development a local one-time token). A form page asks for both here when its visitor first uses the form (not when the page is viewed), and again when they run out. The marker is issued at the time of this request, so the minimum fill time and the 30 minutes of validity count from it. This operation needs no challenge token itself, but the origin allow-list applies, so only the site’s own pages in a browser can use it. Answers are `Cache-Control: no-store`: every marker and local token is issued for one use of a form.',
  request: formSessionRequestSchema(markedForms.map((op) => op.id)),
  contentTypes: ['application/json'],
  maxBodyBytes: KIB,
  success: formSessionResponseSchema,
  // One request per form started, plus renewals: a dozen people behind one address, a few forms each, stay within.
  rateLimit: { limit: 60, windowSeconds: 15 * 60 },
  checksOrigin: true,
  antiSpam: false,
  challenge: false,
  errors: ['missing_fields', 'unsupported_version', 'payload_too_large'],
  errorNotes: {
    missing_fields:
      '`operation` is absent or not the id of a form that carries a marker and a challenge, `lang` is neither pl nor en, or the body is not JSON. See `fields`.',
    payload_too_large: 'The body exceeds 1 KiB.',
  },
})

export const downloadGatedMaterial = define({
  id: 'downloadGatedMaterial',
  method: 'GET',
  path: OPERATION_PATHS.downloadGatedMaterial,
  summary: 'Download a gated material through its signed link',
  description:
    'Streams the PDF named by a valid signed link (from the material mail) as an attachment (`Content-Disposition` with an RFC 6266 `filename*` in the link’s language, `Content-Length`, `Cache-Control: private, no-store`, `X-Robots-Tag: noindex`). The link works as often as it is opened until it expires, 7 days after it was mailed. The token is base64url(JSON {material, recipient, lang, expiry}) "." base64url(HMAC-SHA256); the current and the previous signing key both verify. The file is found by the material id in a fixed catalogue, never by anything in the request.',
  request: downloadQuerySchema,
  contentTypes: [],
  maxBodyBytes: 0,
  success: acceptedResponseSchema,
  successFile: 'application/pdf',
  // Not in the spec: a person opens a link a few times (and a mail scanner once more); 30 in 15 minutes leaves
  // room for that and for a team sharing one address, not for trying tokens.
  rateLimit: { limit: 30, windowSeconds: 15 * 60 },
  checksOrigin: false,
  antiSpam: false,
  challenge: false,
  errors: ['missing_fields', 'verification_failed', 'form_expired', 'unsupported_version'],
  errorNotes: {
    missing_fields: 'The `token` parameter is absent or empty.',
    verification_failed:
      'The token is not one we signed (with the current or the previous key), or any part of it was altered.',
    form_expired: 'The link has expired (links are valid 7 days). Request the material again on its page.',
    not_found: 'A correctly signed link names a material that is no longer offered (or the path is unknown).',
  },
  errorPage:
    'A client that ranks text/html above application/json (a browser) gets, with the same status, the material’s page in the link’s language with a notice saying what happened and the form to ask again (the list of materials when the material is unknown); text/markdown gets the same in Markdown.',
})

export const operations = [
  submitContactForm,
  submitJobApplication,
  scoreKscCheck,
  requestKscCheckReport,
  requestGatedMaterial,
  downloadGatedMaterial,
  issueFormSession,
] as const
