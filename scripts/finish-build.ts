// Run by `npm run build` (and the test build) after `next build`: each page's scripts as it needs them
// (lib/build/page-scripts.ts explains why), in the build's own folder (NEXT_DIST_DIR, .next by default).
import { rewritePageScripts } from '@/lib/build/page-scripts'
import { formPageScript } from '@/lib/build/form-page-script'
import { getConfig } from '@/lib/config'
import { loadContent } from '@/lib/content/load'
import { formOf } from '@/lib/content/rendering'

const pages = loadContent().map((doc) => ({ path: doc.path, hasForm: formOf(doc) !== undefined }))
const pageScript = await formPageScript()
const { bytesBefore, bytesAfter, chunksHinted } = await rewritePageScripts(getConfig().distDir, pages, pageScript)
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const forms = pages.filter((page) => page.hasForm).length
console.log(
  `page scripts: ${pages.length - forms} pages without scripts, ${forms} form pages with theirs held until use ` +
    `(page script ${pageScript.length} bytes); ${kb(bytesBefore)} -> ${kb(bytesAfter)} of HTML; ` +
    `${chunksHinted} chunks they run at first use compiled as they arrive`,
)
