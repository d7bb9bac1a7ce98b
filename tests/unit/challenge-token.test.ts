import { describe, expect, it } from 'vitest'
import { ChallengeToken } from '@/components/forms/challenge-token'

// What a form sent with Turnstile gets as its token: never none.

const settled = async (promise: Promise<string>) => {
  let outcome: string = 'pending'
  promise.then(
    (token) => (outcome = `token ${token}`),
    () => (outcome = 'rejected'),
  )
  await Promise.resolve() // the callbacks above run first
  return outcome
}

describe('the challenge token a form sends', () => {
  it('waits for the widget when asked before it has solved its challenge, and gets the token it solves', async () => {
    const token = new ChallengeToken()
    const asked = token.next()
    expect(await settled(asked)).toBe('pending')
    token.events.onSuccess('t1')
    expect(await settled(asked)).toBe('token t1')
    expect(await settled(token.next())).toBe('token t1')
  })

  it('after an expiry or an attempt that spent it, waits for the next one', async () => {
    const token = new ChallengeToken()
    token.events.onSuccess('t1')
    token.events.onExpire()
    const afterExpiry = token.next()
    expect(await settled(afterExpiry)).toBe('pending')
    token.events.onSuccess('t2')
    expect(await settled(afterExpiry)).toBe('token t2')
    token.spend()
    const afterSpending = token.next()
    expect(await settled(afterSpending)).toBe('pending')
    token.events.onSuccess('t3')
    expect(await settled(afterSpending)).toBe('token t3')
  })

  it('rejects a form waiting when the widget fails, rather than leave it sending', async () => {
    const token = new ChallengeToken()
    const asked = token.next()
    token.events.onError()
    expect(await settled(asked)).toBe('rejected')
  })

  it('rejects a form sent after the widget failed, until the failure is spent and a new widget solves', async () => {
    const token = new ChallengeToken()
    token.events.onError()
    expect(await settled(token.next())).toBe('rejected')
    token.spend()
    const afterSpending = token.next()
    expect(await settled(afterSpending)).toBe('pending')
    token.events.onSuccess('t2')
    expect(await settled(afterSpending)).toBe('token t2')
  })
})
