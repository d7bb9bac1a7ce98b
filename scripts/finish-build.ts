// Run by `npm run build` (and the test build) after `next build`, in the build's own folder (NEXT_DIST_DIR, .next by
// default): pages without a form lose Next's scripts, every page gets its own policy
// (lib/server/features/build/page-scripts.ts).
import { finishPages } from '@/lib/server/features/build/page-scripts'
import { getConfig } from '@/lib/server/config'
import { loadContent } from '@/lib/server/domain/content/load'
import { formOf } from '@/lib/server/domain/content/rendering'

// Next's own 404 (app/global-not-found.tsx) is a page without a form too.
const NOT_FOUND = { path: '/_not-found/', hasForm: false }
const pages = [...loadContent().map((doc) => ({ path: doc.path, hasForm: formOf(doc) !== undefined })), NOT_FOUND]
const { before, after } = await finishPages(getConfig().distDir, pages)
const forms = pages.filter((page) => page.hasForm).length
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
console.log(
  `pages finished: ${pages.length - forms} without scripts, ${forms} form pages as Next wrote them; ` +
    `each with its own policy; ${kb(before)} -> ${kb(after)} of HTML`,
)
