import type { ReactNode } from 'react'
import type { Doc } from '@/lib/server/domain/content'
import { formOf } from '@/lib/server/domain/content/rendering'
import { KscSection } from '@/components/ksc/ksc-section'
import { ApplySection } from './apply-section'
import { ContactSection } from './contact-section'
import { MaterialSection } from './material-section'

/** The form a page carries, if any (lib/server/domain/content/rendering.ts says which). */
export function formFor(doc: Doc): ReactNode {
  switch (formOf(doc)) {
    case 'contact':
      return <ContactSection lang={doc.lang} />
    case 'ksc-check':
      return <KscSection lang={doc.lang} />
    case 'apply':
      return (
        doc.folder === 'jobs' && <ApplySection lang={doc.lang} role={doc.data.title} questions={doc.data.questions} />
      )
    case 'material':
      return <MaterialSection lang={doc.lang} materialId={doc.key} />
    default:
      return null
  }
}
