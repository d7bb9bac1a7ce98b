import { parse } from 'yaml'

export interface FrontMatterFile {
  data: unknown
  body: string
}

/** A Markdown file: its YAML front matter between two `---` lines (1), then its body (2). */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** Splits a Markdown file into its YAML front matter (between two `---` lines) and its body. */
export function splitFrontMatter(text: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new Error('the file must start with front matter between two "---" lines')
  return { data: parse(match[1] ?? '') ?? {}, body: (match[2] ?? '').trim() }
}
