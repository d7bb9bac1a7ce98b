import path from 'node:path'
import { z } from 'zod'

// The one place that reads process.env. Every setting, its default, and which adapter it selects.
// Documented for operators in .env.example. Imported by next.config.ts, so a bad setting fails the build;
// it holds secrets, so ESLint keeps it out of components/ (client bundles).

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
const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((v) => v === '1' || v === 'true')

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: optional,
  SITE_URL: optional.pipe(origin.optional()),
  // Set by `next dev` and `next start` to the port they listen on (or given by the operator).
  PORT: optional,
  ALLOWED_ORIGINS: list.pipe(z.array(origin)),
  TRUST_PROXY: z.enum(['vercel', 'x-forwarded-for']).default('x-forwarded-for'),
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
  SIGNING_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNING_SECRET_PREVIOUS: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_DIR: z.string().default('.data'),
  NEXT_DIST_DIR: z.string().default('.next'),
  FORM_MIN_FILL_MS: optional.pipe(z.coerce.number<string>().int().min(0).max(5000).optional()).transform((v) => v ?? 3000),
  ALLOW_LOCAL_ADAPTERS: flag,
  OUTBOX_PAGE: flag,
})

export type Env = z.infer<typeof envSchema>

export function toConfig(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR)
  const production = env.NODE_ENV === 'production'
  // In development the site's own address follows the port the dev server took; production names it explicitly.
  const siteUrl = env.SITE_URL ?? (!production && env.PORT ? `http://localhost:${env.PORT}` : 'http://localhost:3000')
  return {
    production,
    building: env.NEXT_PHASE === 'phase-production-build',
    distDir: env.NEXT_DIST_DIR,
    allowLocalAdapters: env.ALLOW_LOCAL_ADAPTERS,
    siteUrl,
    allowedOrigins: [siteUrl, ...env.ALLOWED_ORIGINS],
    trustProxy: env.TRUST_PROXY,
    /** Faster than this from render to submit, no person filled the form in (S1). */
    minFillMs: env.FORM_MIN_FILL_MS,
    mail: {
      from: env.MAIL_FROM,
      toSales: env.MAIL_TO_SALES,
      toRecruitment: env.MAIL_TO_RECRUITMENT,
      transport: env.RESEND_API_KEY
        ? { kind: 'resend' as const, apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL }
        : { kind: 'outbox' as const, dir: path.join(dataDir, 'outbox') },
    },
    challenge:
      env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY
        ? {
            kind: 'turnstile' as const,
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            verifyUrl: env.TURNSTILE_VERIFY_URL,
          }
        : { kind: 'local' as const },
    crm: env.HUBSPOT_TOKEN
      ? { kind: 'hubspot' as const, token: env.HUBSPOT_TOKEN, baseUrl: env.HUBSPOT_BASE_URL }
      : env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET
        ? { kind: 'webhook' as const, url: env.CRM_WEBHOOK_URL, secret: env.CRM_WEBHOOK_SECRET }
        : { kind: 'local' as const, file: path.join(dataDir, 'leads.ndjson') },
    rateLimit: env.REDIS_URL ? { kind: 'redis' as const, url: env.REDIS_URL } : { kind: 'memory' as const },
    /** `/dev/outbox/`: what the local adapters wrote. Always in development; in a production build only for a demo. */
    outboxPage: !production || env.OUTBOX_PAGE,
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
  if (config.minFillMs < 1000) missing.push('FORM_MIN_FILL_MS of at least 1000, or unset (the too-fast check is off)')
  return missing
}

/** Refuses a production start on embedded defaults unless ALLOW_LOCAL_ADAPTERS=1 says it is meant. */
export function assertDeployable(config: Config): void {
  if (!config.production || config.building || config.allowLocalAdapters) return
  const missing = localDefaultsInUse(config)
  if (missing.length === 0) return
  throw new Error(
    `Refusing to start in production on local defaults. Set ${missing.join('; ')}. ` +
      'For a demo on local adapters, set ALLOW_LOCAL_ADAPTERS=1.',
  )
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
