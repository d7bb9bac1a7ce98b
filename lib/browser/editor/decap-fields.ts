import { z } from 'zod'
import type { Lang } from '@/lib/shared/i18n/langs'
import { editorWords } from './editor-words'
import { fieldWords } from './field-words'

// The editor's fields from the build's schemas through their JSON Schema; words from field-words.ts, checks and
// messages from the same zod schemas (field-check.ts).

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

/** A date: the browser's own date picker (Decap's datetime widget), written as YYYY-MM-DD. */
export const DATE_WIDGET = { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false }
/** A page's address: suggested from its title while it is new (components/editor/address-control.tsx). */
export const ADDRESS_WIDGET = 'site-address'

/** Texts this long are Markdown sections (a case study's), edited as Markdown. */
const MARKDOWN_MIN_LENGTH = 200

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

function widgetOf(name: string, schema: JsonSchema, lang: Lang): Widget {
  const branch = schema.anyOf?.find((s) => s.const === undefined) ?? schema
  const words = fieldWords[lang][name]
  if (branch.enum)
    return {
      widget: 'select',
      options: branch.enum.map((value) => ({ value, label: words?.options?.[value] ?? value })),
    }
  switch (branch.type) {
    case 'boolean':
      return { widget: 'boolean' }
    case 'integer':
      return { widget: 'number', value_type: 'int', min: branch.minimum }
    case 'object':
      return { widget: 'object', fields: fieldsOf(branch, lang) }
    case 'array': {
      const item = branch.prefixItems?.[0] ?? (branch.items || {})
      const list = { widget: 'list', min: branch.minItems, max: branch.maxItems, label_singular: words?.item }
      if (item.type === 'object') {
        const fields = fieldsOf(item, lang)
        // Each item shown by its first field (a principle by its title), not as a grey box.
        return { ...list, fields, summary: `{{fields.${fields[0]!.name}}}` }
      }
      const itemLabel = words?.item ?? editorWords[lang].item
      return {
        ...list,
        summary: '{{fields.item}}',
        field: { name: 'item', label: itemLabel, ...widgetOf('item', item, lang) },
      }
    }
    default:
      if ((branch.minLength ?? 0) >= MARKDOWN_MIN_LENGTH) return { widget: MARKDOWN_WIDGET }
      if (branch.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return DATE_WIDGET
      return { widget: name === 'slug' ? ADDRESS_WIDGET : 'string' }
  }
}

/** The editor's fields of an object schema, in the schema's order, in the editor's language. */
export function fieldsOf(schema: JsonSchema, lang: Lang): DecapField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const words = fieldWords[lang][name]
    const isRequired = required.has(name)
    return {
      name,
      label: `${words?.label ?? name}${isRequired ? ` ${editorWords[lang].required}` : ''}`,
      ...(words?.hint ? { hint: words.hint } : {}),
      required: isRequired,
      ...widgetOf(name, property, lang),
    }
  })
}
