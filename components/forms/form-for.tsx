import type { ReactNode } from 'react'
import type { Doc } from '@/lib/content'
import { KscSection } from '@/components/ksc/ksc-section'
import { ApplySection } from './apply-section'
import { ContactSection } from './contact-section'
import { MaterialSection } from './material-section'

/** The form a page carries, if any: chosen by the page's folder and its `form` front matter. */
export function formFor(doc: Doc): ReactNode {
  switch (doc.folder) {
    case 'pages':
      if (doc.data.form === 'contact') return <ContactSection lang={doc.lang} />
      if (doc.data.form === 'ksc-check') return <KscSection lang={doc.lang} />
      return null
    case 'jobs':
      return <ApplySection lang={doc.lang} role={doc.data.title} questions={doc.data.questions} />
    case 'materials':
      return <MaterialSection lang={doc.lang} materialId={doc.key} />
    default:
      return null
  }
}
