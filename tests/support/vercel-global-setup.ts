import type { TestProject } from 'vitest/node'
import { HUBSPOT_TOKEN, RESEND_KEY, TURNSTILE_SECRET, startHubspot, startResend, startTurnstile } from './fakes'
import { freePort } from './ports'
import { startRedis } from './redis'
import { TEST_CRON_SECRET, TEST_SIGNING_SECRET } from './stack'
import { startDeployment, vercelBuild } from './vercel/deployment'
import { requiredOnVercel } from './vercel/required-variables'

export interface VercelStage {
  url: string
  outputDir: string
  logDir: string
  env: Record<string, string>
  resend: string
  turnstile: string
  hubspot: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    vercel: VercelStage
  }
}

// The Vercel stage: the project built with `vercel build` as a production deployment (the variables docs/deployment.md's
// "Deploying to Vercel" table asks for, pointed at the local fakes and a real redis-server), then served from its
// Build Output: each function from its own file list, behind a front that routes as config.json says.
export default async function setup(project: TestProject) {
  const [resend, turnstile, hubspot, redis] = await Promise.all([
    startResend(),
    startTurnstile(),
    startHubspot(),
    startRedis(),
  ])
  const stop: (() => Promise<void>)[] = [resend.close, turnstile.close, hubspot.close, redis.stop]
  const teardown = () => Promise.all(stop.map((s) => s()))
  try {
    const values: Record<string, string> = {
      RESEND_API_KEY: RESEND_KEY,
      TURNSTILE_SITE_KEY: 'test-site-key',
      TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
      HUBSPOT_TOKEN,
      SIGNING_SECRET: TEST_SIGNING_SECRET,
      CRON_SECRET: TEST_CRON_SECRET,
      REDIS_URL: redis.url,
    }
    const unknown = requiredOnVercel().filter((name) => !(name in values))
    if (unknown.length)
      throw new Error(
        `docs/deployment.md's Vercel table needs ${unknown.join(', ')}; give the test stage a value for each`,
      )
    const port = await freePort()
    const env = {
      ...Object.fromEntries(requiredOnVercel().map((name) => [name, values[name]!])),
      // Where this stage's deployment is, and the fakes of the outside services.
      SITE_URL: `http://127.0.0.1:${port}`,
      RESEND_BASE_URL: resend.url,
      HUBSPOT_BASE_URL: hubspot.url,
      TURNSTILE_VERIFY_URL: `${turnstile.url}/turnstile/v0/siteverify`,
    }
    const build = await vercelBuild(env)
    if (build.status !== 0) throw new Error(`vercel build failed:\n${build.output}`)
    const deployment = await startDeployment(build.outputDir, port, env)
    stop.unshift(deployment.stop)
    project.provide('vercel', {
      url: deployment.url,
      outputDir: build.outputDir,
      logDir: deployment.logDir,
      env,
      resend: resend.url,
      turnstile: turnstile.url,
      hubspot: hubspot.url,
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
