import { expect, test, type Page } from './fixtures'

// The site's own cuts of Inter (app/fonts/, npm run fonts): a Polish page draws its letters with both files, an
// English page without Polish letters never fetches the second one.

/** Each @font-face of the page (in the order of app/fonts/inter.css: Latin, Polish) with its state once the page's fonts are in. */
const faceStates = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].map((face) => `${face.family.replaceAll('"', '')} ${face.status}`)
  })

for (const [path, polish] of [
  ['/', 'loaded'],
  ['/en/', 'unloaded'],
] as const) {
  test(`${path} draws its text in Inter, the Polish letters' file ${polish}`, async ({ page }) => {
    const fetched: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2'))
        fetched.push(new URL(response.url()).pathname.split('/').pop()!.split('.')[0]!)
    })
    await page.goto(path)
    await expect.poll(() => faceStates(page)).toEqual(['Inter Variable loaded', `Inter Variable ${polish}`])
    expect(fetched.sort()).toEqual(polish === 'loaded' ? ['inter-latin', 'inter-polish'] : ['inter-latin'])
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/)
  })
}
