import { readFile, writeFile } from 'node:fs/promises'
import { prerenderedFile } from './prerendered-file'

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

export interface ScriptlessReport {
  bytesBefore: number
  bytesAfter: number
}

/**
 * Rewrites the prerendered HTML of these pages (the static ones, lib/content/rendering.ts) in the build in
 * `distDir` without scripts. A static page the build did not write is an error: it would be served with scripts.
 */
export async function makeStaticPagesScriptless(distDir: string, pagePaths: string[]): Promise<ScriptlessReport> {
  const report: ScriptlessReport = { bytesBefore: 0, bytesAfter: 0 }
  for (const pagePath of pagePaths) {
    const file = prerenderedFile(distDir, pagePath)
    const html = await readFile(file, 'utf8')
    const stripped = withoutScripts(html)
    await writeFile(file, stripped)
    report.bytesBefore += Buffer.byteLength(html)
    report.bytesAfter += Buffer.byteLength(stripped)
  }
  return report
}
