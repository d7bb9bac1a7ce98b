import { z } from 'zod'

// The editor's fields, derived from the build's own schemas (lib/content/schemas.ts, lib/content/site.ts) through
// their JSON Schema: which fields exist, which are required, their widgets, enums, list lengths and patterns. The
// messages are the build's, since the editor checks each value with the same zod schema (field-check.ts).

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema | false
  prefixItems?: JsonSchema[]
  minItems?: number
  maxItems?: number
  enum?: string[]
  anyOf?: JsonSchema[]
  const?: unknown
  pattern?: string
  minLength?: number
  minimum?: number
  maximum?: number
}

interface Widget {
  widget: string
  [option: string]: unknown
}

export interface DecapField extends Widget {
  name: string
  label: string
  required?: boolean
}

/** A Markdown text: a text area with the site's toolbar (components/editor/markdown-text-control.tsx). */
export const MARKDOWN_WIDGET = 'site-markdown'

/** Texts this long are Markdown sections (a case study's), edited as Markdown. */
const MARKDOWN_MIN_LENGTH = 200

const labelOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

function widgetOf(schema: JsonSchema): Widget {
  const branch = schema.anyOf?.find((s) => s.const === undefined) ?? schema
  if (branch.enum) return { widget: 'select', options: branch.enum }
  switch (branch.type) {
    case 'boolean':
      return { widget: 'boolean' }
    case 'integer':
      return { widget: 'number', value_type: 'int', min: branch.minimum }
    case 'object':
      return { widget: 'object', fields: fieldsOf(branch) }
    case 'array': {
      const item = branch.prefixItems?.[0] ?? (branch.items || {})
      const list = { widget: 'list', min: branch.minItems, max: branch.maxItems }
      return item.type === 'object'
        ? { ...list, fields: fieldsOf(item) }
        : { ...list, field: { name: 'item', label: 'Item', ...widgetOf(item) } }
    }
    default:
      if ((branch.minLength ?? 0) >= MARKDOWN_MIN_LENGTH) return { widget: MARKDOWN_WIDGET }
      return branch.pattern === '^\\d{4}-\\d{2}-\\d{2}$'
        ? { widget: 'string', hint: 'YYYY-MM-DD' }
        : { widget: 'string' }
  }
}

/** The editor's fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema): DecapField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    label: labelOf(name),
    required: required.has(name),
    ...widgetOf(property),
  }))
}
