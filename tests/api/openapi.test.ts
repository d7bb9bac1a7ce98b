import { readdirSync } from 'node:fs'
import path from 'node:path'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorTable } from '@/lib/shared/contracts/errors'
import { operations } from '@/lib/shared/contracts/operations'
import { api } from './helpers'

interface OperationDoc {
  operationId: string
  parameters: unknown[]
  requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
  responses: Record<string, { headers: Record<string, unknown>; content: Record<string, { schema: unknown }> }>
}
interface Doc {
  openapi: string
  info: { version: string }
  paths: Record<string, Record<string, OperationDoc>>
  components: {
    parameters: Record<string, unknown>
    headers: Record<string, unknown>
    schemas: Record<string, { oneOf?: { properties: { kind: { const: string } } }[] }>
  }
}

let doc: Doc
let response: Response

beforeAll(async () => {
  response = await fetch(api('/openapi.json'))
  doc = (await response.clone().json()) as Doc
})

/** Route files under app/api, as URL paths (the catch-all 404 route aside). */
function routePaths(dir = path.resolve('app/api'), prefix = '/api/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === 'route.ts') return [prefix]
    if (!entry.isDirectory() || entry.name.startsWith('[')) return []
    return routePaths(path.join(dir, entry.name), `${prefix}${entry.name}/`)
  })
}

describe('openapi.json', () => {
  it('is served as JSON and passes an independent OpenAPI 3.1 validator', async () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(doc.openapi).toBe('3.1.0')
    // The spec itself requires a trailing slash on every path, so that one recommendation does not apply.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } })
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config })
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
    expect(errors).toEqual([])
  })

  it('has the version of the contract', () => {
    expect(doc.info.version).toBe('2026-10-07')
  })

  it('describes the six operations of the spec and issueFormSession', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(ids.sort()).toEqual(
      [
        'downloadGatedMaterial',
        'issueFormSession',
        'requestGatedMaterial',
        'requestKscCheckReport',
        'scoreKscCheck',
        'submitContactForm',
        'submitJobApplication',
      ].sort(),
    )
  })

  it('has a route for every contract and a contract for every route', () => {
    expect(routePaths().sort()).toEqual(operations.map((op) => op.path).sort())
    expect(Object.keys(doc.paths).sort()).toEqual(operations.map((op) => op.path).sort())
  })

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s: request encodings, responses, headers and the API-Version parameter',
    (_id, op) => {
      const described = doc.paths[op.path]![op.method.toLowerCase()]!
      expect(described.parameters).toContainEqual({ $ref: '#/components/parameters/ApiVersion' })
      if (op.method === 'POST')
        expect(Object.keys(described.requestBody.content).sort()).toEqual([...op.contentTypes].sort())
      const statuses = Object.keys(described.responses)
      expect(statuses).toContain('200')
      for (const code of op.errors) expect(statuses).toContain(String(errorTable[code].status))
      // The contract's status set is closed (plus 413, the protocol's answer to a body far over its cap).
      expect(
        statuses.filter((s) => !['200', '400', '403', '404', '405', '413', '429', '500', '503'].includes(s)),
      ).toEqual([])
      expect(statuses).toEqual(expect.arrayContaining(['404', '405', '429', '500']))
      expect(Object.keys(described.responses['200']!.headers)).toEqual(
        expect.arrayContaining(['API-Version', 'RateLimit', 'RateLimit-Policy']),
      )
      expect(Object.keys(described.responses['429']!.headers)).toContain('Retry-After')
      expect(Object.keys(described.responses['405']!.headers)).toContain('Allow')
      expect(described.responses['400']?.content['application/problem+json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      })
    },
  )

  it('shows what issueFormSession gives a form page: its marker and the challenge, Turnstile or local', () => {
    const described = doc.paths['/api/forms/session/']!.post!
    expect(described.responses['200']!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/FormSessionResponse',
    })
    expect(doc.components.schemas.ChallengeWidget!.oneOf!.map((variant) => variant.properties.kind.const)).toEqual([
      'turnstile',
      'local',
    ])
  })

  it('names the field that carries the answers as JSON text in the form encoding of the score', () => {
    const form =
      doc.paths['/api/ksc-check/score/']!.post!.requestBody.content['application/x-www-form-urlencoded']!.schema
    expect(form.properties.answers).toMatchObject({ type: 'string', contentMediaType: 'application/json' })
  })
})
