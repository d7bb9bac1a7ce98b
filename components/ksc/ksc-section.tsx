import { pageByKey } from '@/lib/content'
import { FormUnavailable } from '@/components/forms/form-unavailable'
import { publicQuestionnaire } from '@/lib/ksc/public-questionnaire'
import { requestKscCheckReport } from '@/lib/contracts/operations'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { KscCheck } from '@/components/forms/lazy-forms'
import { kscCopy } from './ksc-copy'

// Questions and option texts only: points, weights and the scoring stay on the server.
export function KscSection({ lang }: { lang: Lang }) {
  return (
    <section className="form-card ksc" aria-label={kscCopy[lang].heading} data-form-operation={requestKscCheckReport.id}>
      <FormUnavailable lang={lang} />
      <KscCheck lang={lang} questionnaire={publicQuestionnaire(lang)} privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)} />
    </section>
  )
}
