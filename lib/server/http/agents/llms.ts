import 'server-only'
import { allDocs, docsOf, pageByKey, type Doc } from '@/lib/server/domain/content'
import { site } from '@/lib/shared/content/site'
import { langs, type Lang } from '@/lib/shared/i18n/langs'
import { markdownPathOf } from '@/lib/shared/content/markdown-path'
import { absolute, markdownVariant } from './markdown-variant'

// llms.txt (https://llmstxt.org): an H1, a blockquote summary, then sections of links to the Markdown
// variants of every page in both languages, the API description, and the longer resources.

const listed = (doc: Doc) => !(doc.folder === 'pages' && doc.data.noindex)

const headings = {
  pl: { pages: 'Strony (po polsku)', api: 'Formularze i API', optional: 'Optional' },
  en: { pages: 'Pages (English)', api: 'Forms and API', optional: 'Optional' },
}

const link = (doc: Doc) => `- [${doc.data.title}](${absolute(markdownPathOf(doc.path))}): ${doc.data.description}`

function languageSections(lang: Lang): string[] {
  const pages = allDocs().filter((d): d is Doc<'pages'> => d.folder === 'pages' && d.lang === lang && listed(d))
  const standalone = pages.filter((p) => !p.data.lists)
  const collections = pages.filter((p) => p.data.lists)
  return [
    `## ${headings[lang].pages}\n\n${standalone.map(link).join('\n')}`,
    ...collections.map(
      (index) =>
        `## ${index.data.title} (${lang})\n\n${[index, ...docsOf(lang, index.data.lists!)].map(link).join('\n')}`,
    ),
  ]
}

export function llmsTxt(): string {
  const home = pageByKey('pl', 'home')
  const homeEn = pageByKey('en', 'home')
  return (
    [
      `# ${site.brand}`,
      `> ${site.legalName}: ${site.tagline.en.toLowerCase()} consultancy in Poland (${site.tagline.pl.toLowerCase()}). ${homeEn?.data.description ?? ''}`,
      `The site is in Polish (${absolute('/')}) and English (${absolute('/en/')}). Every page has a Markdown variant at its address plus \`index.md\`, or with \`Accept: text/markdown\`. ${home?.data.description ?? ''}`,
      ...langs.flatMap(languageSections),
      `## ${headings.en.api}`,
      `- [OpenAPI 3.1 description](${absolute('/openapi.json')}): the endpoints behind the site's forms (contact, job application, KSC/NIS2 readiness score and report, gated materials), and the one a form page asks for its timestamp marker and bot challenge. They serve the site's own forms: each form POST needs the site's origin and a one-time bot-challenge token that only the form in a browser obtains, so they cannot be called programmatically. The score and the form page's request need no token, only the site's origin.`,
      `## ${headings.en.optional}`,
      [
        `- [llms-full.txt](${absolute('/llms-full.txt')}): every page of the site in one Markdown file`,
        `- [RSS (pl)](${absolute('/rss.xml')}): blog posts in Polish`,
        `- [RSS (en)](${absolute('/en/rss.xml')}): insights in English`,
        `- [Sitemap](${absolute('/sitemap.xml')}): every page with its language alternates`,
      ].join('\n'),
    ].join('\n\n') + '\n'
  )
}

export function llmsFullTxt(): string {
  const docs = allDocs().filter(listed)
  const intro = `# ${site.brand}: the whole site\n\n> Every page of ${absolute('/')} in Polish and English, as Markdown. The index is ${absolute('/llms.txt')}.\n`
  return [intro, ...docs.map((doc) => `<!-- ${absolute(doc.path)} -->\n\n${markdownVariant(doc)}`)].join('\n---\n\n')
}
