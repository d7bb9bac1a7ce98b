import type { Doc } from '@/lib/server/domain/content'
import { trustFigures } from '@/lib/server/domain/content/figures'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

// The blocks the HTML pages build from content/site.json's facts and a service's deliverables, as Markdown, so
// the Markdown variant says what the page says.

const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n')

function engagement(lang: Lang): string {
  const steps = site.facts.engagement[lang].map((s, i) => `${i + 1}. **${s.title}.** ${s.text}`)
  return [`## ${messages[lang].engagementHeading}`, steps.join('\n')].join('\n\n')
}

function trust(lang: Lang, heading: string): string {
  const t = messages[lang]
  const { principles, expertise, certifications } = site.facts
  return [
    `## ${heading}`,
    bullets(trustFigures(site.facts, lang, new Date())),
    bullets(principles[lang].map((p) => `**${p.title}.** ${p.text}`)),
    `${t.expertiseHeading}: ${expertise[lang].join(', ')}.`,
    certifications ? `${t.certifications}: ${certifications.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The facts sections of a page, in the order the HTML page shows them after its text. */
export function factsProse(doc: Doc): string[] {
  const t = messages[doc.lang]
  if (doc.folder === 'services')
    return [`## ${t.whatYouGet}\n\n${bullets(doc.data.deliverables)}`, engagement(doc.lang)]
  if (doc.folder !== 'pages') return []
  if (doc.key === 'home') return [trust(doc.lang, t.trustHeading), engagement(doc.lang)]
  if (doc.key === 'about') return [trust(doc.lang, t.principlesHeading), engagement(doc.lang)]
  return []
}
