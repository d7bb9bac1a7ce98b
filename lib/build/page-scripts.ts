import { readFile, writeFile } from 'node:fs/promises'
import { HELD_SCRIPT_TYPE } from '@/lib/browser/forms-on-use'
import { chunksNamedIn, hintChunks } from './compile-hints'
import { withPolicyMeta } from './page-policy-meta'
import { prerenderedFile } from './prerendered-file'

// DESIGN: every page is static HTML, and no page runs a script it does not need. Next writes each page with its
// client runtime (React, the router, the page's RSC payload inline), which a page downloads, parses and hydrates
// on load: on a mid-range phone that is most of its load time. After `next build` this step rewrites the
// prerendered HTML:
// - a page without a form is a document: its scripts are taken out. Links are plain links, and the RSC files
//   beside the HTML stay, for a visitor who arrives on a form page and follows a link from it (with the runtime);
// - a page with a form keeps Next's scripts, held as inert data, with the page script that runs them when the
//   visitor starts using the form (lib/browser/forms-on-use.ts). The chunks it names are compiled as they arrive
//   (compile-hints.ts).
// Each page then gets its own Content-Security-Policy, which follows from what is left (page-policy-meta.ts).

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const SCRIPT_PRELOAD = /<link\b[^>]*(?:\bas="script"|\brel="modulepreload")[^>]*>/g

export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}

/** Next's scripts held (not run, not even downloaded) and the page script that runs them on use, before </body>. */
export function withScriptsHeld(html: string, pageScript: string): string {
  if (html.includes(HELD_SCRIPT_TYPE))
    throw new Error('the page has been rewritten already: run next build again first')
  const held = html.replace(SCRIPT_PRELOAD, '').replace(SCRIPT, (script: string, attributes: string, text: string) => {
    if (/\stype=/i.test(attributes))
      throw new Error(`a script with a type of its own cannot be held: ${script.slice(0, 120)}`)
    return `<script type="${HELD_SCRIPT_TYPE}"${attributes}>${text}</script>`
  })
  const end = held.lastIndexOf('</body>')
  if (end < 0) throw new Error('the page has no </body>')
  return `${held.slice(0, end)}<script>${pageScript}</script>${held.slice(end)}`
}

export interface PageToRewrite {
  path: string
  hasForm: boolean
}

export interface RewriteReport {
  bytesBefore: number
  bytesAfter: number
  chunksHinted: number
}

/**
 * Rewrites the prerendered HTML of these pages in the build in `distDir`. A page the build did not write is an
 * error: it would be served as Next wrote it.
 */
export async function rewritePageScripts(
  distDir: string,
  pages: PageToRewrite[],
  pageScript: string,
): Promise<RewriteReport> {
  const report: RewriteReport = { bytesBefore: 0, bytesAfter: 0, chunksHinted: 0 }
  const startupChunks = new Set<string>()
  for (const page of pages) {
    const file = prerenderedFile(distDir, page.path)
    const html = await readFile(file, 'utf8')
    const rewritten = withPolicyMeta(
      page.hasForm ? withScriptsHeld(html, pageScript) : withoutScripts(html),
      page.hasForm,
    )
    await writeFile(file, rewritten)
    if (page.hasForm) for (const chunk of chunksNamedIn(html)) startupChunks.add(chunk)
    report.bytesBefore += Buffer.byteLength(html)
    report.bytesAfter += Buffer.byteLength(rewritten)
  }
  report.chunksHinted = await hintChunks(distDir, startupChunks)
  return report
}
