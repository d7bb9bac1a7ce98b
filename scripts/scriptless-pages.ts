// Run by `npm run build` (and the test build) after `next build`: the static pages' HTML without scripts
// (lib/build/scriptless-pages.ts explains why), in the build's own folder (NEXT_DIST_DIR, .next by default).
import { makeStaticPagesScriptless } from '@/lib/build/scriptless-pages'
import { getConfig } from '@/lib/config'
import { loadContent } from '@/lib/content/load'
import { rendersPerRequest } from '@/lib/content/rendering'

const staticPages = loadContent().filter((doc) => !rendersPerRequest(doc))
const { bytesBefore, bytesAfter } = await makeStaticPagesScriptless(
  getConfig().distDir,
  staticPages.map((doc) => doc.path),
)
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
console.log(`scriptless pages: ${staticPages.length} static pages without scripts, ${kb(bytesBefore)} -> ${kb(bytesAfter)} of HTML`)
