import { readFile, writeFile } from 'node:fs/promises'
import { withPolicyMeta } from './page-policy-meta'
import { prerenderedFile } from './prerendered-file'

// The build's second step (docs/architecture.md, "Static pages"): what it takes out must be what Next writes today;
// anything else fails the build rather than being guessed at.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const SCRIPT_PRELOAD = /<link\b[^>]*(?:\bas="script"|\brel="modulepreload")[^>]*>/g
const CHUNK_SRC = /^ src="\/_next\/static\/chunks\/[\w.-]+\.js"(?: async="")?(?: noModule="")?$/
const NEXT_INLINE =
  /^(?:\(self\.__next_f\s*=|self\.__next_f\.push\(|\(globalThis(?:\.TURBOPACK\b|\["TURBOPACK"\])|\(self\.__next_s\s*=)/
const NEXT_INLINE_ID = /^(?: id="_R_")?$/

/** Throws on a script that is not one of Next's: a chunk file, or its bootstrap and flight data inline. */
export function assertNextScripts(html: string): void {
  for (const [script, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const known = text ? NEXT_INLINE_ID.test(attributes) && NEXT_INLINE.test(text) : CHUNK_SRC.test(attributes)
    if (!known) throw new Error(`a script the build step does not know: ${script.slice(0, 160)}`)
  }
}

export function withoutScripts(html: string): string {
  assertNextScripts(html)
  const document = html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
  if (/<script\b|\son[a-z]+=/i.test(document)) throw new Error("the page still runs a script once Next's are out")
  return document
}

export interface PageToFinish {
  path: string
  hasForm: boolean
}

/**
 * Finishes the prerendered HTML of these pages in the build in `distDir`. A page the build did not write is an
 * error: it would be served as Next wrote it. Returns the bytes of HTML before and after.
 */
export async function finishPages(distDir: string, pages: PageToFinish[]): Promise<{ before: number; after: number }> {
  const bytes = { before: 0, after: 0 }
  for (const page of pages) {
    const file = prerenderedFile(distDir, page.path)
    const html = await readFile(file, 'utf8')
    if (page.hasForm) assertNextScripts(html)
    const finished = withPolicyMeta(page.hasForm ? html : withoutScripts(html), page.hasForm)
    await writeFile(file, finished)
    bytes.before += Buffer.byteLength(html)
    bytes.after += Buffer.byteLength(finished)
  }
  return bytes
}
