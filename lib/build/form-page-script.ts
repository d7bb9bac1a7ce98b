import path from 'node:path'
import { build } from 'esbuild'

/** The script a form page carries (lib/browser/forms-on-use.ts), bundled and minified for inlining. */
export async function formPageScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { startFormsOnUse } from './forms-on-use'\nstartFormsOnUse()",
      resolveDir: path.resolve('lib/browser'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    tsconfig: 'tsconfig.json',
  })
  return result.outputFiles[0]!.text.trim()
}
