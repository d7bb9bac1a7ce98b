import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assertDeployable, envSchema, parseEnv } from '@/lib/server/config'
import { requiredOnVercel } from '../support/vercel/required-variables'

const complete = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.bastion-consulting.pl',
  RESEND_API_KEY: 're_123',
  TURNSTILE_SITE_KEY: 'site',
  TURNSTILE_SECRET_KEY: 'secret',
  HUBSPOT_TOKEN: 'pat',
  SIGNING_SECRET: 'a-production-signing-secret-of-enough-length',
  TRUST_PROXY: 'vercel',
  CRON_SECRET: 'a-cron-secret-of-enough-length',
}

describe('settings', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = parseEnv({})
    expect(config.siteUrl).toBe('http://localhost:3000')
    expect(config.allowedOrigins).toEqual(['http://localhost:3000'])
    expect(config.mail.transport.kind).toBe('outbox')
    expect(config.challenge.kind).toBe('local')
    expect(config.crm.kind).toBe('local')
    expect(config.rateLimit.kind).toBe('memory')
    expect(config.trustProxy).toBe('x-forwarded-for')
  })

  it('picks each production adapter from its variables', () => {
    const config = parseEnv({
      ...complete,
      REDIS_URL: 'redis://127.0.0.1:6379',
      ALLOWED_ORIGINS: 'https://bastion-consulting.pl/, https://preview.example',
    })
    expect(config.mail.transport.kind).toBe('resend')
    expect(config.challenge.kind).toBe('turnstile')
    expect(config.crm.kind).toBe('hubspot')
    expect(config.rateLimit.kind).toBe('redis')
    expect(config.allowedOrigins).toEqual([
      'https://www.bastion-consulting.pl',
      'https://bastion-consulting.pl',
      'https://preview.example',
    ])
  })

  it('uses the signed webhook when no HubSpot token is set', () => {
    const config = parseEnv({ CRM_WEBHOOK_URL: 'https://hooks.example/lead', CRM_WEBHOOK_SECRET: 'whsec_c2VjcmV0' })
    expect(config.crm.kind).toBe('webhook')
  })

  it('refuses a production start on local defaults, naming each variable to set', () => {
    expect(() => assertDeployable(parseEnv({ NODE_ENV: 'production' }))).toThrow(
      /RESEND_API_KEY.*TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY.*HUBSPOT_TOKEN, or CRM_WEBHOOK_URL.*SIGNING_SECRET.*CRON_SECRET.*ALLOW_LOCAL_ADAPTERS=1/,
    )
    expect(() => assertDeployable(parseEnv({ ...complete, RESEND_API_KEY: '' }))).toThrow(
      /Set RESEND_API_KEY \(mail goes to the local outbox\)\./,
    )
  })

  it('lets production run on local defaults only when told to', () => {
    expect(() =>
      assertDeployable(parseEnv({ NODE_ENV: 'production', TRUST_PROXY: 'x-forwarded-for', ALLOW_LOCAL_ADAPTERS: '1' })),
    ).not.toThrow()
    expect(() => assertDeployable(parseEnv(complete))).not.toThrow()
  })

  describe('on Vercel', () => {
    const vercel = { ...complete, VERCEL: '1', REDIS_URL: 'redis://redis.example:6379' }

    it('takes the production address Vercel gives when SITE_URL is unset, allows the deployment’s own address, and trusts x-real-ip', () => {
      const config = parseEnv({
        ...vercel,
        SITE_URL: '',
        TRUST_PROXY: '',
        VERCEL_PROJECT_PRODUCTION_URL: 'www.bastion-consulting.pl',
        VERCEL_URL: 'site-abc123.vercel.app',
      })
      expect(config.siteUrl).toBe('https://www.bastion-consulting.pl')
      expect(config.allowedOrigins).toEqual(['https://www.bastion-consulting.pl', 'https://site-abc123.vercel.app'])
      expect(config.trustProxy).toBe('vercel')
      expect(() => assertDeployable(config)).not.toThrow()
      // Off Vercel those variables mean nothing.
      expect(parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'www.bastion-consulting.pl' }).siteUrl).toBe(
        'http://localhost:3000',
      )
    })

    it('refuses to build for localhost: no SITE_URL and no production address', () => {
      expect(() => assertDeployable(parseEnv({ ...vercel, SITE_URL: '' }))).toThrow(
        /without SITE_URL.*VERCEL_PROJECT_PRODUCTION_URL/,
      )
    })

    it('needs exactly what the “Deploying to Vercel” table of docs/deployment.md marks as needed: with those a build goes, without any one it stops', () => {
      const required = requiredOnVercel()
      expect(required).toEqual(expect.arrayContaining(['RESEND_API_KEY', 'SIGNING_SECRET', 'REDIS_URL']))
      const value = (name: string) =>
        name === 'REDIS_URL' ? 'redis://redis.example:6379' : `a-value-for-${name}-long-enough-for-a-secret`
      const env = {
        NODE_ENV: 'production',
        VERCEL: '1',
        VERCEL_PROJECT_PRODUCTION_URL: 'www.bastion-consulting.pl',
        ...Object.fromEntries(required.map((name) => [name, value(name)])),
      }
      expect(() => assertDeployable(parseEnv(env))).not.toThrow()
      for (const name of required)
        expect(() => assertDeployable(parseEnv({ ...env, [name]: '' })), name).toThrow(new RegExp(name))
    })

    it('refuses to run without Redis, whose queue keeps leads a function’s file system would lose, even for a demo', () => {
      for (const env of [
        { ...vercel, REDIS_URL: '' },
        { ...vercel, REDIS_URL: '', ALLOW_LOCAL_ADAPTERS: '1' },
      ]) {
        expect(() => assertDeployable(parseEnv(env))).toThrow(/without REDIS_URL/)
      }
      expect(() => assertDeployable(parseEnv(vercel))).not.toThrow()
    })
  })

  it('refuses a production start without an explicit TRUST_PROXY, naming the choices, even on local adapters', () => {
    const unset = Object.fromEntries(Object.entries(complete).filter(([name]) => name !== 'TRUST_PROXY'))
    for (const env of [unset, { ...unset, ALLOW_LOCAL_ADAPTERS: '1' }]) {
      expect(() => assertDeployable(parseEnv(env))).toThrow(
        /without TRUST_PROXY.*TRUST_PROXY=vercel.*TRUST_PROXY=x-forwarded-for/,
      )
    }
    expect(() => assertDeployable(parseEnv({ ...complete, TRUST_PROXY: 'x-forwarded-for' }))).not.toThrow()
    expect(() => parseEnv({ ...complete, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(parseEnv({}).trustProxy).toBe('x-forwarded-for')
  })

  it('refuses a production start with the too-fast check turned off, unless told to', () => {
    expect(parseEnv({}).minFillMs).toBe(3000)
    expect(() => assertDeployable(parseEnv({ ...complete, FORM_MIN_FILL_MS: '0' }))).toThrow(
      /FORM_MIN_FILL_MS of at least 1000/,
    )
    expect(() =>
      assertDeployable(parseEnv({ ...complete, FORM_MIN_FILL_MS: '0', ALLOW_LOCAL_ADAPTERS: '1' })),
    ).not.toThrow()
    expect(() => assertDeployable(parseEnv({ ...complete, FORM_MIN_FILL_MS: '1500' }))).not.toThrow()
  })

  it.each([
    ['FORM_MIN_FILL_MS', { FORM_MIN_FILL_MS: '9000' }],
    ['SITE_URL', { SITE_URL: 'not a url' }],
    ['SIGNING_SECRET', { SIGNING_SECRET: 'short' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'everyone' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'ftp://files.example' }],
  ])('names %s when its value is invalid', (name, env) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`${name}`))
  })
})

describe('the settings documented', () => {
  const example = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!)
  const readme = readFileSync('docs/configuration.md', 'utf8')
  // Set by the runtime or the platform, not by an operator: Node's mode, the port `next dev`/`next start` took,
  // Vercel's system variables and its builder's switch.
  const fromRuntime = [
    'NODE_ENV',
    'PORT',
    'VERCEL',
    'VERCEL_PROJECT_PRODUCTION_URL',
    'VERCEL_URL',
    'NEXT_ENABLE_ADAPTER',
  ]

  it('.env.example lists every setting lib/server/config.ts reads, and nothing else', () => {
    expect(example.sort()).toEqual(
      Object.keys(envSchema.shape)
        .filter((name) => !fromRuntime.includes(name))
        .sort(),
    )
  })

  it.each(example)('%s is explained in docs/configuration.md', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'))
  })
})
