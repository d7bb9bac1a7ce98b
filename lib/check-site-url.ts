import { getConfig } from './config'
import { log } from './log'

// The build writes SITE_URL into every page, its canonical and alternate links, the sitemap, the feeds, llms.txt and
// openapi.json (all static); next.config.ts inlines that address here as SITE_URL_OF_BUILD. A server started on
// another one would serve them all pointing elsewhere, so it says so once, at start.
const built = process.env.SITE_URL_OF_BUILD
const running = getConfig().siteUrl
if (built && built !== running) {
  log.warn('site_url_differs', {
    built,
    running,
    hint: "Pages, the sitemap and the feeds name the build's SITE_URL: build again with this one, or start with the build's.",
  })
}
