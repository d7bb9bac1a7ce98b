import { describe, expect, it } from 'vitest'
import { vercelBuild } from '../support/vercel/deployment'
import { vercel } from './helpers'

// What an operator sees when a deployment would not work: the build stops, saying what to do. (Each stops while
// Next reads its configuration, before anything is compiled.)

const without = (name: string) => Object.fromEntries(Object.entries(vercel.env).filter(([key]) => key !== name))

describe('a Vercel build that would not work is refused', () => {
  it.each([
    [
      'without REDIS_URL (leads would wait on a file system that does not last)',
      without('REDIS_URL'),
      /Refusing to run on Vercel without REDIS_URL/,
    ],
    [
      'without SITE_URL and without Vercel’s production address (pages would say localhost)',
      without('SITE_URL'),
      /Refusing to build for Vercel without SITE_URL/,
    ],
    [
      'through Next’s adapter API (pages copied before the build gives them their policies)',
      { ...vercel.env, NEXT_ENABLE_ADAPTER: '1' },
      /NEXT_ENABLE_ADAPTER is set.*Unset NEXT_ENABLE_ADAPTER/s,
    ],
  ])('%s', async (_what, env, message) => {
    const build = await vercelBuild(env, 'refused')
    expect(build.status).not.toBe(0)
    expect(build.output).toMatch(message)
  })
})
