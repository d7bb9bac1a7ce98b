import { readFileSync } from 'node:fs'
import path from 'node:path'

// Decap's own phrases as decap-cms-locales ships them, for tests that hold the editor's words against them. The
// package's ES modules sit in a CommonJS package (Node would not import them) and its main file needs a browser, so
// a language's module is loaded from its text.

export type Phrases = { [key: string]: string | Phrases }

/** Decap's phrases of `lang` (en, pl). */
export async function decapLocale(lang: string): Promise<Phrases> {
  const file = path.resolve('node_modules/decap-cms-locales/dist/esm', lang, 'index.js')
  const source = readFileSync(file, 'utf8')
  return ((await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: Phrases }).default
}

/** Every phrase with its key (`ui.toast.entrySaved`). */
export function phraseList(phrases: Phrases, prefix = ''): [key: string, phrase: string][] {
  return Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : phraseList(value, `${prefix}${key}.`),
  )
}
