// What the editor's Markdown toolbar does to a text and its selection: plain Markdown, written as a person would.

export interface TextSelection {
  text: string
  start: number
  end: number
}

/** `**selection**` (or the placeholder, selected, when nothing is). */
export function wrap({ text, start, end }: TextSelection, mark: string, placeholder: string): TextSelection {
  const inner = text.slice(start, end) || placeholder
  const before = text.slice(0, start) + mark
  return { text: before + inner + mark + text.slice(end), start: before.length, end: before.length + inner.length }
}

/** Each line the selection touches starts with `prefix` (`## `, `- `), or `1. `, `2. ` … when `numbered`. */
export function prefixLines({ text, start, end }: TextSelection, prefix: string, numbered = false): TextSelection {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end)
  const to = lineEnd === -1 ? text.length : lineEnd
  const lines = text
    .slice(from, to)
    .split('\n')
    .map((line, i) => `${numbered ? `${i + 1}. ` : prefix}${line.replace(/^(#{1,6} |[-*] |\d+\. )/, '')}`)
  const block = lines.join('\n')
  return { text: text.slice(0, from) + block + text.slice(to), start: from, end: from + block.length }
}

/** `[selection](href)`; the label is selected when there was no selection to use. */
export function link({ text, start, end }: TextSelection, href: string, label: string): TextSelection {
  const inner = text.slice(start, end) || label
  const before = `${text.slice(0, start)}[`
  return {
    text: `${before}${inner}](${href})${text.slice(end)}`,
    start: before.length,
    end: before.length + inner.length,
  }
}
