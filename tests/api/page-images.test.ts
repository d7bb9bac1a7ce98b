import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/lib/server/domain/content/load'
import { testEnv } from '../support/test-env'
import { api } from './helpers'

// Every page names its own Open Graph and Twitter image, made at build; the favicon, the apple-touch-icon and
// the web manifest's icons answer as the page's head and the manifest say.

const pages = loadContent().filter((d) => !(d.folder === 'pages' && d.data.noindex))

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function png(url: string): Promise<{ bytes: Buffer; size: { width: number; height: number } }> {
  const res = await fetch(url)
  expect(res.status, url).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const bytes = Buffer.from(await res.arrayBuffer())
  return { bytes, size: pngSize(bytes) }
}

const attr = (html: string, tag: RegExp) => tag.exec(html)?.[1]?.replace(/&amp;/g, '&')
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))
const link = (html: string, rel: string) => attr(html, new RegExp(`<link rel="${rel}" href="([^"]*)"`))

describe('Open Graph and Twitter images', () => {
  const digests = new Map<string, string>()

  it.each(pages.map((d) => [d.path, d] as const))('%s names its own 1200x630 PNG', async (_p, doc) => {
    const html = await (await fetch(api(doc.path))).text()
    const image = meta(html, 'og:image')
    expect(image?.startsWith(`${testEnv.siteUrl}/`)).toBe(true)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(image)
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630'])
    const { bytes, size } = await png(api(new URL(image!).pathname))
    expect(size).toEqual({ width: 1200, height: 630 })
    const digest = createHash('sha256').update(bytes).digest('hex')
    expect(digests.get(digest), `${doc.path} has the image of another page`).toBeUndefined()
    digests.set(digest, doc.path)
  })

  it('are built once, not rendered per request', async () => {
    for (const resource of ['/og/image.png', '/og/en/case-studies/image.png', '/icons/icon-512.png']) {
      const file = path.join(testEnv.distDir, 'server/app', `${resource}.body`)
      expect(existsSync(file), file).toBe(true)
      const res = await fetch(api(resource))
      expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(file))).toBe(true)
    }
  })

  it('an unknown page has no image', async () => {
    expect((await fetch(api('/og/nie-ma-takiej-strony/image.png'))).status).toBe(404)
  })
})

describe('icons', () => {
  const FAVICON = '<link rel="icon" href="/icons/icon-48.png" type="image/png" sizes="48x48"/>'
  const iconLinksOf = (html: string) => html.match(/<link rel="icon"[^>]*>/g)

  it.each(['/', '/en/'])(
    '%s links a PNG favicon, the apple-touch-icon and the manifest, all answering',
    async (pagePath) => {
      const html = await (await fetch(api(pagePath))).text()
      expect(iconLinksOf(html)).toEqual([FAVICON])
      expect((await png(api(link(html, 'icon')!))).size).toEqual({ width: 48, height: 48 })
      expect((await png(api(link(html, 'apple-touch-icon')!))).size).toEqual({ width: 180, height: 180 })

      const manifest = await fetch(api(link(html, 'manifest')!))
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
      const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string; type: string }[] }
      const svgs = icons.filter((i) => i.type === 'image/svg+xml')
      expect(svgs.map((i) => i.sizes)).toEqual(['any'])
      const svg = await fetch(api(svgs[0]!.src))
      expect(svg.status).toBe(200)
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await svg.text()).toMatch(/^<svg /)
      const pngs = icons.filter((i) => i.type === 'image/png')
      expect(pngs.map((i) => i.sizes)).toEqual(['192x192', '512x512'])
      for (const icon of pngs) {
        const { size } = await png(api(icon.src))
        expect(`${size.width}x${size.height}`).toBe(icon.sizes)
      }
    },
  )

  it('an unknown address links the same favicon and apple-touch-icon', async () => {
    const html = await (await fetch(api('/nie-ma-takiej-strony/'))).text()
    expect(iconLinksOf(html)).toEqual([FAVICON])
    expect(link(html, 'apple-touch-icon')).toBe('/icons/icon-180.png')
  })
})
