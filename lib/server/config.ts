import path from 'node:path'
import { z } from 'zod'

// Every setting and the adapter it selects (.env.example documents them). next.config.ts imports it, so a bad
// setting fails the build; it holds secrets, so ESLint keeps it out of components/.

const DEV_SIGNING_SECRET = 'development-only-signing-secret-do-not-use-in-production'

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional()
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
const origin = z.url({ protocol: /^https?$/ }).transform((v) => new URL(v).origin)
/** A duration in milliseconds within [min, max], `fallback` when unset. */
const millis = (fallback: number, min: number, max: number) =>
  optional.pipe(z.coerce.number<string>().int().min(min).max(max).optional()).transform((v) => v ?? fallback)
const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((v) => v === '1' || v === 'true')

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Vercel's builder sets this to build through Next's adapter API, which copies pages before the build's second step.
  NEXT_ENABLE_ADAPTER: flag,
  // Set by Vercel, at build and at run time (https://vercel.com/docs/environment-variables/system-environment-variables).
  VERCEL: flag,
  VERCEL_PROJECT_PRODUCTION_URL: optional,
  VERCEL_URL: optional,
  SITE_URL: optional.pipe(origin.optional()),
  // Set by `next dev` and `next start` to the port they listen on (or given by the operator).
  PORT: optional,
  ALLOWED_ORIGINS: list.pipe(z.array(origin)),
  // No default in production but on Vercel: which header is trustworthy depends on what stands in front.
  TRUST_PROXY: optional.pipe(z.enum(['vercel', 'x-forwarded-for']).optional()),
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Bastion Consulting <formularze@bastion-consulting.pl>'),
  MAIL_TO_SALES: z.email().default('kontakt@bastion-consulting.pl'),
  MAIL_TO_RECRUITMENT: z.email().default('kariera@bastion-consulting.pl'),
  TURNSTILE_SITE_KEY: optional,
  TURNSTILE_SECRET_KEY: optional,
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  HUBSPOT_TOKEN: optional,
  HUBSPOT_BASE_URL: z.url().default('https://api.hubapi.com'),
  CRM_WEBHOOK_URL: optional.pipe(z.url().optional()),
  CRM_WEBHOOK_SECRET: optional,
  REDIS_URL: optional.pipe(z.url().optional()),
  CRON_SECRET: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SIGNING_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNING_SECRET_PREVIOUS: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_DIR: z.string().default('.data'),
  NEXT_DIST_DIR: z.string().default('.next'),
  FORM_MIN_FILL_MS: millis(3000, 0, 5000),
  BODY_TIMEOUT_MS: millis(30_000, 100, 300_000),
  MAIL_TIMEOUT_MS: millis(10_000, 100, 60_000),
  SITEVERIFY_TIMEOUT_MS: millis(5000, 100, 60_000),
  CRM_TIMEOUT_MS: millis(8000, 100, 60_000),
  REDIS_TIMEOUT_MS: millis(200, 10, 10_000),
  ALLOW_LOCAL_ADAPTERS: flag,
  OUTBOX_PAGE: flag,
  // The content editor in production (/editor/): it commits through GitHub, signed in with an OAuth app.
  EDITOR_GITHUB_REPO: optional.pipe(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name')
      .optional(),
  ),
  EDITOR_GITHUB_BRANCH: z.string().default('main'),
  EDITOR_GITHUB_CLIENT_ID: optional,
  EDITOR_GITHUB_CLIENT_SECRET: optional,
  // Where GitHub's OAuth pages and token exchange are: GitHub itself; the end-to-end tests point it at their fake.
  EDITOR_GITHUB_OAUTH_URL: optional.pipe(origin.optional()).transform((v) => v ?? 'https://github.com'),
})

export type Env = z.infer<typeof envSchema>

/** SITE_URL, else Vercel's production address, else localhost (on the dev server's port in development). */
function siteAddress(
  env: Env,
  production: boolean,
): { siteUrl: string; siteUrlSource: 'SITE_URL' | 'VERCEL_PROJECT_PRODUCTION_URL' | 'default' } {
  if (env.SITE_URL) return { siteUrl: env.SITE_URL, siteUrlSource: 'SITE_URL' }
  if (env.VERCEL && env.VERCEL_PROJECT_PRODUCTION_URL)
    return {
      siteUrl: new URL(`https://${env.VERCEL_PROJECT_PRODUCTION_URL}`).origin,
      siteUrlSource: 'VERCEL_PROJECT_PRODUCTION_URL',
    }
  return {
    siteUrl: !production && env.PORT ? `http://localhost:${env.PORT}` : 'http://localhost:3000',
    siteUrlSource: 'default',
  }
}

/** The editor: the working tree in development; in production GitHub once it is set up, else none. */
function editorOf(env: Env, production: boolean) {
  if (!production) return { kind: 'local' as const }
  const { EDITOR_GITHUB_REPO: repo, EDITOR_GITHUB_CLIENT_ID: clientId, EDITOR_GITHUB_CLIENT_SECRET: clientSecret } = env
  if (repo && clientId && clientSecret)
    return {
      kind: 'github' as const,
      repo,
      branch: env.EDITOR_GITHUB_BRANCH,
      clientId,
      clientSecret,
      oauthUrl: env.EDITOR_GITHUB_OAUTH_URL,
    }
  return { kind: 'off' as const }
}

export function toConfig(env: Env) {
  // The tracer of `next build` cannot know these paths, and would carry every file that might match into each function.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR)
  const production = env.NODE_ENV === 'production'
  const vercel = env.VERCEL
  const onVercel = (host: string | undefined) => (vercel && host ? [`https://${host}`] : [])
  const { siteUrl, siteUrlSource } = siteAddress(env, production)
  return {
    production,
    /** Where the site runs: a Vercel deployment's functions, or a server of its own (`next start`). */
    platform: vercel ? ('vercel' as const) : ('server' as const),
    dataDir,
    distDir: env.NEXT_DIST_DIR,
    adapterBuild: env.NEXT_ENABLE_ADAPTER,
    allowLocalAdapters: env.ALLOW_LOCAL_ADAPTERS,
    siteUrl,
    siteUrlSource,
    // A Vercel deployment also answers at its own address (previews are tried there).
    allowedOrigins: [...new Set([siteUrl, ...onVercel(env.VERCEL_URL), ...env.ALLOWED_ORIGINS])],
    trustProxy: env.TRUST_PROXY ?? (vercel ? 'vercel' : 'x-forwarded-for'),
    trustProxyChosen: env.TRUST_PROXY !== undefined || vercel,
    /** Longest a request body may take to arrive, from the first byte the handler asks for to the last. */
    bodyTimeoutMs: env.BODY_TIMEOUT_MS,
    /** Faster than this from render to submit, no person filled the form in (S1). */
    minFillMs: env.FORM_MIN_FILL_MS,
    mail: {
      from: env.MAIL_FROM,
      toSales: env.MAIL_TO_SALES,
      toRecruitment: env.MAIL_TO_RECRUITMENT,
      transport: env.RESEND_API_KEY
        ? {
            kind: 'resend' as const,
            apiKey: env.RESEND_API_KEY,
            baseUrl: env.RESEND_BASE_URL,
            timeoutMs: env.MAIL_TIMEOUT_MS,
          }
        : { kind: 'outbox' as const, dir: path.join(/*turbopackIgnore: true*/ dataDir, 'outbox') },
    },
    challenge:
      env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY
        ? {
            kind: 'turnstile' as const,
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            verifyUrl: env.TURNSTILE_VERIFY_URL,
            timeoutMs: env.SITEVERIFY_TIMEOUT_MS,
          }
        : { kind: 'local' as const },
    crm: env.HUBSPOT_TOKEN
      ? {
          kind: 'hubspot' as const,
          token: env.HUBSPOT_TOKEN,
          baseUrl: env.HUBSPOT_BASE_URL,
          timeoutMs: env.CRM_TIMEOUT_MS,
        }
      : env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET
        ? {
            kind: 'webhook' as const,
            url: env.CRM_WEBHOOK_URL,
            secret: env.CRM_WEBHOOK_SECRET,
            timeoutMs: env.CRM_TIMEOUT_MS,
          }
        : { kind: 'local' as const, file: path.join(/*turbopackIgnore: true*/ dataDir, 'leads.ndjson') },
    rateLimit: env.REDIS_URL
      ? { kind: 'redis' as const, url: env.REDIS_URL, timeoutMs: env.REDIS_TIMEOUT_MS }
      : { kind: 'memory' as const },
    /** Bearer token of the scheduled lead delivery (/cron/deliver-leads/); unset, that route refuses every call. */
    cronSecret: env.CRON_SECRET,
    /** `/dev/outbox/`: what the local adapters wrote. Always in development; in a production build only for a demo. */
    outboxPage: !production || env.OUTBOX_PAGE,
    editor: editorOf(env, production),
    signing: {
      secret: env.SIGNING_SECRET ?? DEV_SIGNING_SECRET,
      previous: env.SIGNING_SECRET_PREVIOUS,
      isDevelopmentKey: !env.SIGNING_SECRET,
    },
  }
}

export type Config = ReturnType<typeof toConfig>

/** What a production server would run on an embedded default, named by the variable that replaces it. */
export function localDefaultsInUse(config: Config): string[] {
  const missing: string[] = []
  if (config.mail.transport.kind === 'outbox') missing.push('RESEND_API_KEY (mail goes to the local outbox)')
  if (config.challenge.kind === 'local')
    missing.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (the local bot challenge is in use)')
  if (config.crm.kind === 'local')
    missing.push('HUBSPOT_TOKEN, or CRM_WEBHOOK_URL with CRM_WEBHOOK_SECRET (leads go to the local file)')
  if (config.signing.isDevelopmentKey) missing.push('SIGNING_SECRET (the development key is in use)')
  if (!config.cronSecret) missing.push('CRON_SECRET (leads the CRM refused would never be retried)')
  if (config.minFillMs < 1000) missing.push('FORM_MIN_FILL_MS of at least 1000, or unset (the too-fast check is off)')
  return missing
}

export const TRUST_PROXY_CHOICES =
  'Set TRUST_PROXY=vercel on Vercel, or TRUST_PROXY=x-forwarded-for behind a reverse proxy that appends the client ' +
  'address to X-Forwarded-For (docs/deployment.md). Without such a proxy a client writes that header itself and ' +
  'picks its own rate-limit key.'

// Refuses production on the embedded defaults unless ALLOW_LOCAL_ADAPTERS=1, and always without TRUST_PROXY (the
// key of every rate limit); on Vercel, checked when it builds, also without SITE_URL or Redis.
export function assertDeployable(config: Config): void {
  if (!config.production) return
  const refusals: string[] = []
  if (!config.trustProxyChosen)
    refusals.push(`Refusing to start in production without TRUST_PROXY. ${TRUST_PROXY_CHOICES}`)
  if (config.platform === 'vercel') {
    if (config.siteUrlSource === 'default')
      refusals.push(
        'Refusing to build for Vercel without SITE_URL: set it to the public address, or expose the system variable VERCEL_PROJECT_PRODUCTION_URL (Project Settings, Environment Variables).',
      )
    if (config.rateLimit.kind !== 'redis')
      refusals.push(
        "Refusing to run on Vercel without REDIS_URL: leads the CRM has not taken yet would wait on a function's file system, which does not last. Set REDIS_URL (docs/deployment.md, Deploying to Vercel).",
      )
  }
  const missing = config.allowLocalAdapters ? [] : localDefaultsInUse(config)
  if (missing.length > 0) {
    refusals.push(
      `Refusing to start in production on local defaults. Set ${missing.join('; ')}. For a demo on local adapters, set ALLOW_LOCAL_ADAPTERS=1.`,
    )
  }
  if (refusals.length > 0) throw new Error(refusals.join('\n'))
}

export function parseEnv(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment settings:\n${lines.join('\n')}`)
  }
  return toConfig(parsed.data)
}

let cached: Config | undefined

export function getConfig(): Config {
  cached ??= parseEnv(process.env)
  return cached
}
