import { describe, expect, it } from 'vitest'
import { EDITOR_POLICY } from '@/lib/server/http/headers/content-security-policy'
import { api } from './helpers'

// A production build without GitHub set up for the editor (EDITOR_GITHUB_*): the editor and its local writer do not
// exist, and nothing public names it.

describe('the content editor in a production build without GitHub', () => {
  it.each([
    ['its page', '/editor/', 'GET'],
    ['its preview page', '/editor/preview/pl/', 'GET'],
    ['the local writer', '/editor/backend/', 'POST'],
    ['the GitHub sign-in', '/editor/sign-in/', 'GET'],
  ])('%s is a 404 with the editor’s policy', async (_what, path, method) => {
    const res = await fetch(api(path), {
      method,
      headers: { 'content-type': 'application/json' },
      body:
        method === 'POST' ? JSON.stringify({ action: 'getEntry', params: { path: 'content/site.json' } }) : undefined,
    })
    expect(res.status).toBe(404)
    // The 404 page, never the writer's answer (it would hold content/site.json's settings).
    expect(await res.text()).not.toContain('legalName')
    expect(res.headers.get('content-security-policy')).toBe(EDITOR_POLICY)
  })

  it.each(['/sitemap.xml', '/llms.txt', '/llms-full.txt', '/rss.xml', '/en/rss.xml'])(
    '%s does not name it',
    async (path) => {
      expect(await (await fetch(api(path))).text()).not.toContain('/editor/')
    },
  )
})
