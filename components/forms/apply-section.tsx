import { pageByKey } from '@/lib/content'
import { submitJobApplication } from '@/lib/contracts/operations'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { ApplyForm } from './lazy-forms'
import { FormUnavailable } from './form-unavailable'
import { applyCopy } from './apply-copy'

interface Props {
  lang: Lang
  role: string
  questions: readonly [string, string, string]
}

/** The application form of a job offer. */
export function ApplySection(props: Props) {
  const t = applyCopy[props.lang]
  return (
    <section className="form-card" aria-labelledby="apply-form-heading" data-form-operation={submitJobApplication.id}>
      <h2 id="apply-form-heading">{t.heading}</h2>
      <FormUnavailable lang={props.lang} />
      <ApplyForm {...props} privacyHref={pageByKey(props.lang, 'privacy')?.path ?? langRoot(props.lang)} />
    </section>
  )
}
