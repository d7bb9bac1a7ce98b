import 'server-only'
import { getConfig } from '@/lib/server/config'
import { casesOfService, counterpartOf, docsOf, indexPageOf, pageByKey, type Doc } from '@/lib/server/domain/content'
import { caseSections } from '@/lib/shared/content/schemas'
import { markdownPathOf } from '@/lib/shared/content/markdown-path'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formatDate, messages } from '@/lib/shared/i18n/messages'
import { editionOf } from '@/lib/server/domain/materials/catalog'
import { factsProse } from './facts-prose'
import { formProse } from './form-prose'
import { questionnaireProse } from './questionnaire-prose'

// The Markdown variant of a page: the same content file as the HTML page, readable on its own, every link
// absolute.

export const absolute = (sitePath: string) => new URL(sitePath, getConfig().siteUrl).toString()

function absoluteLinks(markdown: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_m, target: string) => `](${absolute(target)})`)
}

const labels = {
  pl: {
    html: 'Wersja HTML',
    other: 'This page in English',
    contact: 'Kontakt',
    services: 'Usługi',
    latest: 'Najnowsze artykuły',
    cases: 'Realizacje',
  },
  en: {
    html: 'HTML version',
    other: 'Ta strona po polsku',
    contact: 'Contact',
    services: 'Services',
    latest: 'Latest insights',
    cases: 'Case studies',
  },
} satisfies Record<Lang, Record<string, string>>

/** What a material's PDF holds, read from the PDF itself; never where to download it (only a signed link does). */
function materialFacts(doc: Doc<'materials'>): string[] {
  const t = messages[doc.lang]
  const edition = editionOf(doc)
  const id = `${t.materialId}: \`${doc.key}\``
  if (!edition) return [t.materialKind[doc.data.kind], id]
  return [
    `${t.materialKind[doc.data.kind]} · ${t.pagesCount(edition.pages)}`,
    id,
    `${t.contents}:`,
    ...edition.contents.map((e, i) => `${i + 1}. ${e.title} (${t.contentsPage(e.page)})`),
  ]
}

function facts(doc: Doc): string[] {
  const t = messages[doc.lang]
  switch (doc.folder) {
    case 'posts':
      return [
        `${t.published}: ${formatDate(doc.lang, doc.data.date)} · ${t.author}: ${doc.data.author}`,
        `${t.tags}: ${doc.data.tags.join(', ')}`,
      ]
    case 'jobs':
      return [
        `${t.location}: ${doc.data.location}`,
        `${t.employment}: ${doc.data.employment}`,
        `${t.seniority}: ${doc.data.seniority}`,
        `${t.questions}:`,
        ...doc.data.questions.map((q, i) => `${i + 1}. (\`q${i + 1}\`) ${q}`),
      ]
    case 'materials':
      return materialFacts(doc)
    case 'services':
      return doc.data.highlights.map((h) => `- ${h}`)
    case 'cases':
      return [`${t.client}: ${doc.data.client}`]
    default:
      return []
  }
}

function list(docs: Doc[]): string {
  return docs.map((d) => `- [${d.data.title}](${absolute(d.path)}): ${d.data.description}`).join('\n')
}

/** The text of a page: a case study's sections under their headings, then the body; every link absolute. */
function text(doc: Doc): string[] {
  const sections =
    doc.folder === 'cases'
      ? caseSections.map((key) => `## ${messages[doc.lang].caseSection[key]}\n\n${doc.data[key]}`)
      : []
  return [...sections, doc.body].map(absoluteLinks)
}

function listings(doc: Doc): string[] {
  const t = labels[doc.lang]
  if (doc.folder === 'services') {
    const cases = casesOfService(doc)
    return cases.length ? [`## ${messages[doc.lang].serviceCaseStudies}`, list(cases)] : []
  }
  if (doc.folder !== 'pages') return []
  if (doc.data.lists) return [list(docsOf(doc.lang, doc.data.lists))]
  if (doc.key === 'home')
    return [
      `## ${t.services}`,
      list(docsOf(doc.lang, 'services')),
      `## ${t.cases}`,
      list(docsOf(doc.lang, 'cases').slice(0, 3)),
      `## ${t.latest}`,
      list(docsOf(doc.lang, 'posts').slice(0, 3)),
    ]
  return []
}

function contactBlock(lang: Lang): string {
  const { address } = site
  return [
    `## ${labels[lang].contact}`,
    `${site.legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country[lang]}`,
    `E-mail: ${site.email} · ${messages[lang].phone}: ${site.phone}`,
  ].join('\n\n')
}

const written = new WeakMap<Doc, string>()

/** A page's Markdown variant, written once per loaded page (proxy.ts answers with it). */
export function markdownOf(doc: Doc): string {
  let markdown = written.get(doc)
  if (markdown === undefined) written.set(doc, (markdown = markdownVariant(doc)))
  return markdown
}

export function markdownVariant(doc: Doc): string {
  const t = labels[doc.lang]
  const other = counterpartOf(doc)
  const index = indexPageOf(doc)
  const isContact = doc.folder === 'pages' && doc.data.form === 'contact'
  const parts = [
    `# ${doc.data.title}`,
    `> ${doc.data.description}`,
    facts(doc).join('\n'),
    ...text(doc),
    ...factsProse(doc),
    ...listings(doc),
    isContact ? contactBlock(doc.lang) : '',
    doc.folder === 'pages' && doc.data.form === 'ksc-check' ? questionnaireProse(doc.lang) : '',
    formProse(doc, absolute('/openapi.json')),
    [
      `${t.html}: ${absolute(doc.path)}`,
      other ? `${t.other}: ${absolute(markdownPathOf(other.path))}` : '',
      index ? `${index.data.title}: ${absolute(index.path)}` : '',
      `${site.brand}: ${absolute(pageByKey(doc.lang, 'home')?.path ?? '/')}`,
    ]
      .filter(Boolean)
      .map((line) => `- ${line}`)
      .join('\n'),
  ]
  return `${parts.filter((p) => p.trim() !== '').join('\n\n')}\n`
}

/** The Markdown answer for a path that is no page. */
export function markdownNotFound(lang: Lang): string {
  const home = pageByKey(lang, 'home')
  return `# ${messages[lang].notFoundTitle}\n\n${pageByKey(lang, 'not-found')?.data.description ?? ''}\n\n- ${messages[lang].home}: ${absolute(home?.path ?? '/')}\n- llms.txt: ${absolute('/llms.txt')}\n`
}
