import { getConfig } from './config'
import { log } from './log'

// Static pages, feeds and openapi.json carry the build's SITE_URL (inlined here by next.config.ts): a server started
// on another one says so once.
const built = process.env.SITE_URL_OF_BUILD
const running = getConfig().siteUrl
if (built && built !== running) {
  log.warn('site_url_differs', {
    built,
    running,
    hint: "Pages, the sitemap and the feeds name the build's SITE_URL: build again with this one, or start with the build's.",
  })
}
