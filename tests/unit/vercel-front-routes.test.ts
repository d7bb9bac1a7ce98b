import { describe, expect, it } from 'vitest'
import type { Condition } from '../support/vercel/build-output'
import { matches } from '../support/vercel/front'

// The Vercel test front decides which Build Output routes apply as Next's own matchHas reads `has` and `missing`:
// a condition holds when the request has a non-empty value for it that the whole `value` pattern matches (any value
// without a pattern). tests/vercel/build-output.test.ts trusts it for the proxy's routes.

const request = new Headers({
  accept: 'text/markdown, text/html;q=0.5',
  host: 'Example.COM:8443',
  cookie: 'theme=dark; next=%2Fen%2F',
})
const query = new URLSearchParams('lang=en&empty=')
const applies = (has: Condition[] = [], missing: Condition[] = []) =>
  matches({ src: '^/page/$', has, missing }, '/page/', request, query) !== null

describe('the test front’s route conditions', () => {
  it.each<[string, Condition, boolean]>([
    ['a header, any value', { type: 'header', key: 'accept' }, true],
    ['a header, its whole value matched', { type: 'header', key: 'accept', value: '.*text/markdown.*' }, true],
    ['a header, only part of its value matched', { type: 'header', key: 'accept', value: 'text/markdown' }, false],
    ['a header the request lacks', { type: 'header', key: 'x-absent' }, false],
    ['a query parameter', { type: 'query', key: 'lang', value: 'en' }, true],
    ['a query parameter with an empty value', { type: 'query', key: 'empty' }, false],
    ['the host, without its port, in lower case', { type: 'host', value: 'example\\.com' }, true],
    ['a cookie, decoded', { type: 'cookie', key: 'next', value: '/en/' }, true],
    ['a cookie the request lacks', { type: 'cookie', key: 'session' }, false],
  ])('%s', (_, condition, holds) => {
    expect(applies([condition])).toBe(holds)
    expect(applies([], [condition])).toBe(!holds)
  })

  it('needs every `has` and no `missing`, and its source', () => {
    const markdown = { type: 'header', key: 'accept', value: '.*text/markdown.*' }
    const english = { type: 'query', key: 'lang', value: 'en' }
    expect(applies([markdown, english])).toBe(true)
    expect(applies([markdown, { type: 'query', key: 'lang', value: 'pl' }])).toBe(false)
    expect(applies([markdown], [english])).toBe(false)
    expect(matches({ src: '^/other/$', has: [markdown] }, '/page/', request, query)).toBeNull()
  })

  it('refuses a condition of a type it does not know', () => {
    expect(() => applies([{ type: 'geo', key: 'country' }])).toThrow(/does not know/)
  })
})
