import type { ReactNode } from 'react'
import { site } from '@/lib/shared/content/site'
import type { FormOperationId } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formCopy } from './form-copy'

/** The id of a page's form card, for a link that leads to it (a page has one form). */
export const FORM_ANCHOR = 'form'

interface Props {
  lang: Lang
  /** The operation the card's form sends to. */
  operation: FormOperationId
  /** The card's heading, or, without one, its name. */
  heading: { id: string; text: string } | { label: string }
  className?: string
  children: ReactNode
}

/** The card around a form, and what it says where the form cannot work: without JavaScript. */
export function FormCard({ lang, operation, heading, className, children }: Props) {
  const t = formCopy[lang]
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>
  return (
    <section
      id={FORM_ANCHOR}
      className={['form-card', className].filter(Boolean).join(' ')}
      data-form-operation={operation}
      {...('id' in heading ? { 'aria-labelledby': heading.id } : { 'aria-label': heading.label })}
    >
      {'id' in heading && <h2 id={heading.id}>{heading.text}</h2>}
      <noscript>
        <p className="form-status" data-tone="error">
          {t.noScript} {mail}
        </p>
      </noscript>
      {children}
    </section>
  )
}
