import { describe, expect, it } from 'vitest'
import { TEST_CRON_SECRET } from '../support/stack'
import { contactBody, eventually, hubspot, post, sentEmails, setFakeMode, stack } from './helpers'

// Nothing acknowledged is lost: a lead HubSpot refuses waits in the queue and arrives once by the scheduled run.

const cron = (authorization?: string) =>
  fetch(new URL('/cron/deliver-leads/', stack.baseUrl), { headers: authorization ? { authorization } : {} })

describe('The scheduled lead delivery, /cron/deliver-leads/', () => {
  it.each([undefined, 'Bearer wrong-secret-of-some-length', TEST_CRON_SECRET])(
    'refuses a call without the Bearer CRON_SECRET (%s)',
    async (authorization) => {
      const res = await cron(authorization)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    },
  )

  it('a lead HubSpot refused is acknowledged, kept, and arrives once when HubSpot is back', async () => {
    const email = `queued.${Date.now()}@example.com`
    await setFakeMode(stack.hubspot, { fail: 503 })
    const res = await post('/api/contact/', contactBody({ email }))
    expect(res.status).toBe(200)
    expect((await sentEmails()).some((m) => m.reply_to === email)).toBe(true)
    await eventually(hubspot, (s) => s.attempts > 0)
    await setFakeMode(stack.hubspot, {})
    // Each scheduled run takes what is due; the lead is due once its first attempt has failed.
    const state = await eventually(
      async () => (await cron(`Bearer ${TEST_CRON_SECRET}`), hubspot()),
      (s) => s.contacts.some((c) => c.properties.email === email),
    )
    expect(state.contacts.filter((c) => c.properties.email === email)).toHaveLength(1)
    expect(await (await cron(`Bearer ${TEST_CRON_SECRET}`)).json()).toMatchObject({ delivered: 0 })
    expect((await hubspot()).contacts.filter((c) => c.properties.email === email)).toHaveLength(1)
  })
})
