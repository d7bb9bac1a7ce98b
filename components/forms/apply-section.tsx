import { privacyPath } from '@/lib/server/domain/content'
import { submitJobApplication } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { cvFormLimit } from '@/lib/server/domain/recruitment/cv-form-limit'
import { ApplyForm } from './lazy-forms'
import { FormCard } from './form-card'
import { applyCopy } from './apply-copy'

interface Props {
  lang: Lang
  role: string
  questions: readonly [string, string, string]
}

/** The application form of a job offer. */
export function ApplySection(props: Props) {
  return (
    <FormCard
      lang={props.lang}
      operation={submitJobApplication.id}
      heading={{ id: 'apply-form-heading', text: applyCopy[props.lang].heading }}
    >
      <ApplyForm {...props} privacyHref={privacyPath(props.lang)} cvMaxBytes={cvFormLimit()} />
    </FormCard>
  )
}
