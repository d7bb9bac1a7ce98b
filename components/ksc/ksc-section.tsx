import { FormCard } from '@/components/forms/form-card'
import { KscCheck } from '@/components/forms/lazy-forms'
import { privacyPath } from '@/lib/server/domain/content'
import { requestKscCheckReport } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { publicQuestionnaire } from '@/lib/server/domain/ksc/public-questionnaire'
import { kscCopy } from './ksc-copy'

// Questions and option texts only: points, weights and the scoring stay on the server.
export function KscSection({ lang }: { lang: Lang }) {
  return (
    <FormCard
      lang={lang}
      operation={requestKscCheckReport.id}
      heading={{ label: kscCopy[lang].heading }}
      className="ksc"
    >
      <KscCheck lang={lang} questionnaire={publicQuestionnaire(lang)} privacyHref={privacyPath(lang)} />
    </FormCard>
  )
}
