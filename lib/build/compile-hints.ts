import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// DESIGN: the chunks a form page runs when its form is first used (React DOM, Next's router, the page's own) carry
// V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as their first line. Chromium (136 and later) then
// compiles their functions on the thread that streams the file in, instead of one by one on the main thread as
// each is first called: most of the long task of the form's first use was that lazy compilation (issue 22,
// bench/RESULTS.md). Next has no option for it (vercel/next.js discussion 101287 proposes one); the hint is a
// comment, so the code and its meaning are unchanged, and other browsers ignore it. Chunks loaded later (the
// form's own, zod when the form is sent) are left lazy: compiling them eagerly would be work for nothing.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const CHUNK = /static\/chunks\/[\w.-]+\.js/g

/** The chunk files a page's HTML names (its script tags, and its payload for hydration), as paths in the build folder. */
export function chunksNamedIn(html: string): string[] {
  return [...new Set(html.match(CHUNK))]
}

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`
}

/** Puts the hint on these chunks of the build in `distDir`; a chunk the build did not write is an error. */
export async function hintChunks(distDir: string, chunks: ReadonlySet<string>): Promise<number> {
  let hinted = 0
  for (const chunk of chunks) {
    const file = path.resolve(distDir, chunk)
    const code = await readFile(file, 'utf8')
    const withHint = withCompileHint(code)
    if (withHint === code) continue
    await writeFile(file, withHint)
    hinted++
  }
  return hinted
}
