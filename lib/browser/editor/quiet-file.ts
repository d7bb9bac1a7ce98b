import { isMap, isScalar, isSeq, parse, parseDocument, visit, type Document, type Scalar } from 'yaml'
import { FRONT_MATTER } from '@/lib/shared/content/front-matter'

// The editor's file laid over the repository's with yaml's Document API, so untouched fields and body keep their
// exact text (docs/editor.md).

const LAYOUT = { lineWidth: 0, flowCollectionPadding: false } as const

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** How a list quotes its texts (its first text item), so that an item added is written alike. */
function textStyle(node: unknown): Scalar.Type | undefined {
  let style: Scalar.Type | undefined
  visit(node as Document, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string' && scalar.type) {
        style = scalar.type
        return visit.BREAK
      }
    },
  })
  return style
}

function newNode(doc: Document, value: unknown, style: Scalar.Type | undefined) {
  const node = doc.createNode(value)
  if (style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE')
    visit(node, {
      Scalar(_key, scalar) {
        if (typeof scalar.value === 'string' && !scalar.value.includes('\n')) scalar.type = style
      },
    })
  return node
}

/** `node` changed to hold `value`, keeping what can be kept (a scalar's quotes, a list's style and items). */
function updated(doc: Document, node: unknown, value: unknown, style?: Scalar.Type): unknown {
  if (isScalar(node) || isSeq(node) || isMap(node)) {
    if (same(node.toJSON(), value)) return node
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    const itemStyle = textStyle(node) ?? style
    node.items = value.map((item, i) =>
      i < node.items.length ? updated(doc, node.items[i], item, itemStyle) : newNode(doc, item, itemStyle),
    ) as typeof node.items
    return node
  }
  return newNode(doc, value, style)
}

/** The file `written` as a save of `original`: only what differs between them changes. */
export function quietFile(original: string | undefined, written: string): string {
  const before = original === undefined ? null : FRONT_MATTER.exec(original)
  const after = FRONT_MATTER.exec(written)
  if (!before || !after) return written
  const doc = parseDocument(before[1] ?? '')
  if (doc.errors.length || !isMap(doc.contents)) return written
  const wanted = (parse(after[1] ?? '') ?? {}) as Record<string, unknown>
  for (const [key, value] of Object.entries((doc.toJS() ?? {}) as Record<string, unknown>))
    // A field written empty is left out of the editor's file; the build reads both alike, so the original stays.
    if (!(key in wanted) && !isEmpty(value)) doc.delete(key)
  for (const [key, value] of Object.entries(wanted)) {
    const node = doc.get(key, true)
    // A field the file did not have is added after the others, in yaml's plainest form.
    doc.set(key, node === undefined ? value : updated(doc, node, value))
  }
  const bodyBefore = before[2] ?? ''
  const bodyAfter = after[2] ?? ''
  return `---\n${doc.toString(LAYOUT)}---\n${bodyBefore.trim() === bodyAfter.trim() ? bodyBefore : bodyAfter}`
}
