import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// DESIGN: a page without a form is a document, and runs no script. Next writes every static page with its client
// runtime (React, the router, the page's RSC payload inline), which a page with nothing to do downloads, parses
// and hydrates all the same: on a mid-range phone that is most of its load time. After `next build` this step
// takes the scripts out of the prerendered HTML of every static page. What stays is what the server rendered:
// links are plain links, and a visit to a form page loads that page's scripts there. The RSC files beside the
// HTML stay too, for a visitor who arrives on a form page (with the runtime) and follows a link from it.
// So a page that needs a script must be rendered per request (lib/content/rendering.ts): a static page's
// Content-Security-Policy allows no script at all (lib/http/content-security-policy.ts).

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g
const SCRIPT_PRELOAD = /<link\b[^>]*(?:\bas="script"|\brel="modulepreload")[^>]*>/g

export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name))
}

/** Next's own prerendered pages (`_not-found`, `_global-error`) are left as Next made them. */
const isNextsOwn = (appDir: string, file: string) => path.relative(appDir, file).startsWith('_')

export interface ScriptlessReport {
  pages: number
  bytesBefore: number
  bytesAfter: number
}

/** Rewrites the prerendered pages of the build in `distDir` (relative to the working directory) without scripts. */
export async function makeStaticPagesScriptless(distDir: string): Promise<ScriptlessReport> {
  const appDir = path.resolve(distDir, 'server', 'app')
  const report: ScriptlessReport = { pages: 0, bytesBefore: 0, bytesAfter: 0 }
  for (const file of await htmlFilesUnder(appDir)) {
    if (isNextsOwn(appDir, file)) continue
    const html = await readFile(file, 'utf8')
    const stripped = withoutScripts(html)
    await writeFile(file, stripped)
    report.pages++
    report.bytesBefore += Buffer.byteLength(html)
    report.bytesAfter += Buffer.byteLength(stripped)
  }
  return report
}
