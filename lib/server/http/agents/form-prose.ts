import 'server-only'
import type { Doc } from '@/lib/server/domain/content'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import {
  requestGatedMaterial,
  requestKscCheckReport,
  scoreKscCheck,
  submitContactForm,
  submitJobApplication,
  type Operation,
} from '@/lib/shared/contracts/operations'
import { requestJsonSchema } from '@/lib/shared/contracts/openapi'
import type { Lang } from '@/lib/shared/i18n/langs'

// How a page's Markdown variant describes its form: in prose, with the fields taken from the contract itself,
// and a plain word that the endpoint needs a browser's challenge token.

const hidden = new Set<string>([...Object.values(GUARD_FIELDS), 'lang'])

/** The operations a page's form calls, if it has one. */
export function operationsOf(doc: Doc): Operation[] {
  if (doc.folder === 'pages' && doc.data.form === 'contact') return [submitContactForm]
  if (doc.folder === 'pages' && doc.data.form === 'ksc-check') return [scoreKscCheck, requestKscCheckReport]
  if (doc.folder === 'jobs') return [submitJobApplication]
  if (doc.folder === 'materials') return [requestGatedMaterial]
  return []
}

const words = {
  pl: {
    heading: 'Formularz na tej stronie',
    sends: (op: Operation) => `Operacja \`${op.id}\`: ${op.method} \`${op.path}\`.`,
    challenge: `Wymaga jednorazowego tokenu weryfikacji antybotowej (\`${GUARD_FIELDS.challenge}\`), który otrzymuje wyłącznie formularz otwarty w przeglądarce, dlatego tej operacji nie da się wywołać programowo.`,
    noChallenge: 'Nie wymaga tokenu weryfikacji; nie przetwarza danych osobowych i niczego nie zapisuje.',
    fields: 'Pola:',
    required: 'wymagane',
    optional: 'opcjonalne',
    max: (n: number) => `do ${n} znaków`,
    oneOf: 'jedna z wartości',
    contract: (url: string) => `Pełny kontrakt (pola, kody błędów, limity): ${url}`,
  },
  en: {
    heading: 'The form on this page',
    sends: (op: Operation) => `Operation \`${op.id}\`: ${op.method} \`${op.path}\`.`,
    challenge: `It needs a one-time bot-challenge token (\`${GUARD_FIELDS.challenge}\`) that only the form opened in a browser can obtain, so this operation cannot be called programmatically.`,
    noChallenge: 'It needs no challenge token; it handles no personal data and stores nothing.',
    fields: 'Fields:',
    required: 'required',
    optional: 'optional',
    max: (n: number) => `up to ${n} characters`,
    oneOf: 'one of',
    contract: (url: string) => `The full contract (fields, error codes, limits): ${url}`,
  },
} satisfies Record<Lang, Record<string, unknown>>

interface Property {
  maxLength?: number
  enum?: string[]
  description?: string
}

function fieldLines(op: Operation, lang: Lang): string[] {
  const t = words[lang]
  const schema = requestJsonSchema(op) as { properties?: Record<string, Property>; required?: string[] }
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !hidden.has(name))
    .map(([name, p]) => {
      const facts = [
        required.has(name) ? t.required : t.optional,
        p.maxLength ? t.max(p.maxLength) : undefined,
        p.enum ? `${t.oneOf} ${p.enum.map((v) => `\`${v}\``).join(', ')}` : undefined,
      ].filter(Boolean)
      return `- \`${name}\`: ${facts.join(', ')}${p.description ? `. ${p.description}` : ''}`
    })
}

export function formProse(doc: Doc, openApiUrl: string): string {
  const ops = operationsOf(doc)
  if (ops.length === 0) return ''
  const t = words[doc.lang]
  const parts = ops.map((op) =>
    [t.sends(op), op.challenge ? t.challenge : t.noChallenge, '', t.fields, ...fieldLines(op, doc.lang)].join('\n'),
  )
  return [`## ${t.heading}`, ...parts, t.contract(openApiUrl)].join('\n\n')
}
