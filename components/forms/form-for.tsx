import type { ReactNode } from 'react'
import type { Doc } from '@/lib/content'
import { site } from '@/lib/content/site'
import { messages } from '@/lib/i18n/messages'
import { KscSection } from '@/components/ksc/ksc-section'
import { ApplySection } from './apply-section'
import { ContactSection } from './contact-section'
import { FormPlaceholder } from './form-placeholder'

/** The form a page carries, if any: chosen by the page's folder and its `form` front matter. */
export function formFor(doc: Doc): ReactNode {
  const t = messages[doc.lang]
  switch (doc.folder) {
    case 'pages':
      if (doc.data.form === 'contact') return <ContactSection lang={doc.lang} />
      if (doc.data.form === 'ksc-check') return <KscSection lang={doc.lang} />
      return null
    case 'jobs':
      return <ApplySection lang={doc.lang} role={doc.data.title} questions={doc.data.questions} />
    case 'materials':
      return <FormPlaceholder lang={doc.lang} heading={doc.data.title} text={t.materialSoon} email={site.email} />
    default:
      return null
  }
}
