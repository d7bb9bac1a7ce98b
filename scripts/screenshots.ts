// npm run screenshots: every page type in both languages at 375 and 1280 px, as PNGs in screenshots/ (ignored by
// git), from the test build; SCREENSHOTS_SCHEME=dark for the dark scheme. Then the editor's day, for docs/editor.md.
import { mkdirSync, rmSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import type { Lang } from '@/lib/shared/i18n/langs'
import { chromiumPath } from '../tests/support/chromium'
import { editorScreenshots } from './editor-screenshots'
import { startExtraSite, TEST_PORT } from '../tests/support/stack'

const OUT = 'screenshots'
const WIDTHS = [375, 1280]
const scheme = process.env.SCREENSHOTS_SCHEME === 'dark' ? 'dark' : 'light'

const docs = loadContent()
const page = (lang: Lang, folder: Doc['folder'], key?: string) =>
  docs.find((d) => d.lang === lang && d.folder === folder && (key === undefined || d.key === key))
const listOf = (lang: Lang, folder: Doc['folder']) =>
  docs.find((d) => d.lang === lang && d.folder === 'pages' && d.data.lists === folder)
const formPage = (lang: Lang, form: string) =>
  docs.find((d) => d.lang === lang && d.folder === 'pages' && d.data.form === form)

/** Page type -> its path in one language; the 404 page is any path that is no page. */
function pagesOf(lang: Lang): [string, string | undefined][] {
  return [
    ['home', page(lang, 'pages', 'home')?.path],
    ['service', page(lang, 'services')?.path],
    ['about', page(lang, 'pages', 'about')?.path],
    ['careers', listOf(lang, 'jobs')?.path],
    ['job', page(lang, 'jobs')?.path],
    ['contact', formPage(lang, 'contact')?.path],
    ['ksc-check', formPage(lang, 'ksc-check')?.path],
    ['materials', listOf(lang, 'materials')?.path],
    ['material', page(lang, 'materials')?.path],
    ['blog', listOf(lang, 'posts')?.path],
    ['post', page(lang, 'posts')?.path],
    ['case-studies', listOf(lang, 'cases')?.path],
    ['case-study', page(lang, 'cases')?.path],
    ['privacy', page(lang, 'pages', 'privacy')?.path],
    ['404', lang === 'pl' ? '/nie-ma-takiej-strony/' : '/en/no-such-page/'],
  ]
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT)
const site = await startExtraSite({}, {}, TEST_PORT)
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 740 : 800 },
      colorScheme: scheme,
      reducedMotion: 'reduce',
    })
    const tab = await context.newPage()
    for (const lang of ['pl', 'en'] as const) {
      for (const [type, path] of pagesOf(lang)) {
        if (!path) throw new Error(`no ${type} page in ${lang}`)
        await tab.goto(new URL(path, site.url).toString(), { waitUntil: 'load' })
        await tab.evaluate(() => document.fonts.ready)
        const file = `${OUT}/${lang}-${type}-${width}${scheme === 'dark' ? '-dark' : ''}.png`
        await tab.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
    }
    await context.close()
  }
  if (scheme === 'light') await editorScreenshots(browser)
} finally {
  await browser.close()
  await site.stop()
}
