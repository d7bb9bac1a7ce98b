import { z } from 'zod'
import { errorTable, type ErrorCode } from './errors'
import { GUARD_FIELDS } from './form-guards'
import { API_VERSION, IPV6_NETWORK_FACTOR, operations, type ContentType, type Operation } from './operations'
import { acceptedResponseSchema } from './responses'

// openapi.json, generated from the contracts: nothing here restates a field, a limit or a code.

type JsonSchema = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const FILE_TYPES =
  'application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document'

let components: Record<string, JsonSchema> | undefined

/** Every schema with a `meta({ id })`, as OpenAPI components (JSON Schema 2020-12, the request side). */
function componentSchemas(): Record<string, JsonSchema> {
  if (components) return components
  void acceptedResponseSchema // registered by import; kept referenced for the reader
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'custom')
        Object.assign(jsonSchema, { type: 'string', contentMediaType: 'application/octet-stream' })
    },
  })
  for (const schema of Object.values(schemas)) {
    delete (schema as JsonSchema).$schema
    delete (schema as JsonSchema).$id
  }
  components = schemas as Record<string, JsonSchema>
  return components
}

const idOf = (schema: z.ZodType) => (schema.meta() as { id?: string } | undefined)?.id

/** The JSON Schema of an operation's request, exactly as openapi.json shows it. */
export function requestJsonSchema(op: Operation): JsonSchema {
  const schema = componentSchemas()[idOf(op.request) ?? '']
  if (!schema) throw new Error(`${op.id}: its request schema needs meta({ id })`)
  return schema
}

/** In a form encoding every field is text: the answers map travels as JSON text, the CV as a file part. */
function formVariant(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, prop]) => {
      if (name === 'answers')
        return [
          name,
          { type: 'string', contentMediaType: 'application/json', contentSchema: prop, description: prop.description },
        ]
      return [name, prop]
    }),
  )
  return { ...schema, properties }
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` })
const rateHeaderNames = ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']

function responseHeaders(op: Operation, status: number): Record<string, unknown> {
  const names = ['API-Version', 'Cache-Control']
  if (status === 200 || status === 400 || status === 429 || status >= 500) names.push(...rateHeaderNames)
  if (status === 429 || status === 503) names.push('Retry-After')
  if (status === 405) names.push('Allow')
  if (op.deprecation) names.push('Deprecation', 'Sunset')
  return Object.fromEntries(names.map((n) => [n, header(n)]))
}

// Also what the server in front answers itself (deploy/nginx): a request it cannot read, the site restarting.
const alwaysPossible: ErrorCode[] = [
  'bad_request',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'internal_error',
  'service_unavailable',
]

function errorResponses(op: Operation): Record<string, unknown> {
  const codes = [...op.errors, ...alwaysPossible, ...(op.checksOrigin ? (['origin_forbidden'] as ErrorCode[]) : [])]
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set(codes)) {
    const { status } = errorTable[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: [
            ...list.map((c) => `\`${c}\`: ${op.errorNotes?.[c] ?? errorTable[c].hint}`),
            ...(op.errorPage ? [op.errorPage] : []),
          ].join('\n\n'),
          headers: responseHeaders(op, status),
          content: {
            'application/problem+json': { schema: ref('Error') },
            ...(op.errorPage
              ? { 'text/html': { schema: { type: 'string' } }, 'text/markdown': { schema: { type: 'string' } } }
              : {}),
          },
        },
      ]),
  )
}

function requestBody(op: Operation) {
  const id = idOf(op.request)!
  const json = requestJsonSchema(op)
  const content = Object.fromEntries(
    op.contentTypes.map((type: ContentType) => {
      if (type === 'application/json') return [type, { schema: ref(id) }]
      const media: Record<string, unknown> = { schema: formVariant(json) }
      if (type === 'multipart/form-data' && (json.properties as JsonSchema | undefined)?.cv)
        media.encoding = { cv: { contentType: FILE_TYPES } }
      return [type, media]
    }),
  )
  return { required: true, content }
}

function queryParameters(op: Operation) {
  const schema = requestJsonSchema(op)
  const required = new Set((schema.required as string[] | undefined) ?? [])
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, prop]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description: prop.description,
    schema: prop,
  }))
}

function successResponse(op: Operation) {
  const content = op.successFile
    ? { [op.successFile]: { schema: { type: 'string', contentMediaType: op.successFile } } }
    : { 'application/json': { schema: ref(idOf(op.success) ?? 'AcceptedResponse') } }
  return {
    description: op.antiSpam
      ? 'Accepted. Also the answer when anti-spam checks drop the request silently (S1).'
      : 'Success',
    headers: responseHeaders(op, 200),
    content,
  }
}

function operationObject(op: Operation) {
  const controls = [
    op.checksOrigin ? 'origin allow-list' : undefined,
    `rate limit ${op.rateLimit.limit} requests per ${op.rateLimit.windowSeconds / 60} minutes per IPv4 address or IPv6 /64, and ${op.rateLimit.limit * IPV6_NETWORK_FACTOR} per IPv6 /48`,
    op.challenge
      ? `one-time bot-challenge token (\`${GUARD_FIELDS.challenge}\`), obtainable only by the form in a browser`
      : undefined,
    op.antiSpam ? 'trap field and signed timestamp marker' : undefined,
  ].filter(Boolean)
  return {
    operationId: op.id,
    summary: op.summary,
    description: `${op.description}\n\nControls: ${controls.join('; ')}.`,
    ...(op.deprecation ? { deprecated: true } : {}),
    parameters: [{ $ref: '#/components/parameters/ApiVersion' }, ...(op.method === 'GET' ? queryParameters(op) : [])],
    ...(op.method === 'POST' ? { requestBody: requestBody(op) } : {}),
    responses: { '200': successResponse(op), ...errorResponses(op) },
    'x-rate-limit': {
      limit: op.rateLimit.limit,
      windowSeconds: op.rateLimit.windowSeconds,
      per: 'ip',
      ipv6: { perPrefix: 64, aggregatePrefix: 48, aggregateLimit: op.rateLimit.limit * IPV6_NETWORK_FACTOR },
    },
  }
}

const headerComponents = {
  'API-Version': {
    description: 'Version of the contract that answered (a date).',
    schema: { type: 'string', format: 'date', const: API_VERSION },
  },
  'Cache-Control': { description: 'Always no-store.', schema: { type: 'string' } },
  RateLimit: {
    description:
      'Structured field (draft-ietf-httpapi-ratelimit-headers-11): "ip";r=<remaining>;t=<seconds until the window renews>',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'Structured field: "ip";q=<limit>;w=<window length in seconds>',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Requests allowed in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window renews.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  Allow: { description: 'The methods this path accepts.', schema: { type: 'string' } },
  Deprecation: {
    description: 'RFC 9745: when the operation was deprecated, as @<epoch seconds>.',
    schema: { type: 'string' },
  },
  Sunset: { description: 'RFC 8594: when the operation stops working, as an HTTP-date.', schema: { type: 'string' } },
}

/** What the deployment's settings decide, stated in the description. */
export interface ServerLimits {
  bodyTimeoutMs: number
}

/** The origin-checked operations that need no challenge token, as the sentence's exception (or nothing). */
function exceptWithoutChallenge(ops: readonly Operation[]): string {
  const ids = ops.filter((op) => op.checksOrigin && !op.challenge).map((op) => op.id)
  return ids.length ? ` (except ${ids.join(' and ')})` : ''
}

export function buildOpenApi(
  serverUrl: string,
  ops: readonly Operation[] = operations,
  limits: ServerLimits = { bodyTimeoutMs: 30_000 },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of ops) paths[op.path] = { [op.method.toLowerCase()]: operationObject(op) }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bastion Consulting website form endpoints',
      version: API_VERSION,
      summary: 'The HTTP endpoints behind the forms of bastion-consulting.pl.',
      description: [
        'Not a product or integration API: these endpoints serve the website’s own forms. The contract is published so it is open and verifiable.',
        `Form endpoints accept requests only from the website’s origin, are rate-limited per IP address, and${exceptWithoutChallenge(ops)} need a one-time bot-challenge token that only the form in a browser can obtain, so a third-party agent cannot call them programmatically.`,
        'Silent rejection: when anti-spam checks reject a request (a filled trap field, a missing or forged timestamp marker, a submission faster than a person), the answer is still 200 {"ok":true}. This is intentional.',
        'Rate counters live in each server instance; with several instances the real throughput may exceed the declared limit, which is the upper bound a client must respect.',
        `An IPv4 address and an IPv6 /64 each have the operation’s limit. Because one IPv6 host often holds a whole /48 (65,536 /64s), the /64s of one /48 also share ${IPV6_NETWORK_FACTOR} times that limit: more than the people of one office need, far less than one host rotating its addresses would take. IPv4 has no such aggregate: a /24 is often one office or one carrier’s NAT, whose people would then share one limit.`,
        `A request body must arrive within ${limits.bodyTimeoutMs / 1000} seconds; a body still incomplete then (a Content-Length larger than what is sent, a body dripped byte by byte) is answered 400 missing_fields with a hint saying so, and the connection is closed.`,
        'Versioning: send `API-Version: <date>` to pin; any date up to the current version is served, a later or malformed one gets 400 unsupported_version. A breaking change gets a new path; the old one keeps working for at least 90 days with Deprecation and Sunset headers.',
        'Every path ends with a slash. Every answer is JSON; errors are application/problem+json (RFC 9457) with code, error (in the form’s language) and hint (English).',
      ].join('\n\n'),
    },
    servers: [{ url: serverUrl }],
    // No credentials, accounts, keys or sessions exist: the controls are origin, rate limit and challenge.
    security: [],
    paths,
    components: {
      schemas: componentSchemas(),
      headers: headerComponents,
      parameters: {
        ApiVersion: {
          name: 'API-Version',
          in: 'header',
          required: false,
          description: `Pins the contract version (a date, YYYY-MM-DD). Current: ${API_VERSION}.`,
          schema: { type: 'string', format: 'date' },
        },
      },
    },
  }
}
