'use client'

import { ConsentBox } from '@/components/forms/field'
import { FormClosing } from '@/components/forms/form-closing'
import { FormStatus } from '@/components/forms/form-status'
import { PersonFields } from '@/components/forms/person-fields'
import { ReadyForm } from '@/components/forms/ready'
import { useFormSubmission } from '@/components/forms/use-form-submission'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { kscCopy } from './ksc-copy'
import type { MeasuredAnswer } from '@/lib/shared/contracts/ksc-evidence'

interface Props {
  lang: Lang
  answers: Record<string, number>
  /** Answers measured from SAP exports: fixed identifiers and counts only. */
  measured: Record<string, MeasuredAnswer>
  /** The organisation's size and sector as the scope step asked them (their values), not asked again. */
  profile: { orgSize?: string; sector?: string }
  privacyHref: string
}

export function KscReportForm({ lang, answers, measured, profile, privacyHref }: Props) {
  const t = kscCopy[lang]
  const {
    form,
    done,
    errors: e,
    closing,
  } = useFormSubmission({
    schema: () => import('@/lib/shared/contracts/ksc').then((m) => m.reportRequestSchema),
    lang,
    draftKey: `draft:ksc-report:${lang}`,
    operation: 'requestKscCheckReport',
    extra: () => ({ answers, ...(Object.keys(measured).length ? { measured } : {}), ...profile }),
    messages: t,
  })
  return (
    <section aria-labelledby="ksc-report-heading">
      <h2 id="ksc-report-heading">{t.reportHeading}</h2>
      {done ? (
        <FormStatus status={{ tone: 'success', text: t.success }} />
      ) : (
        <ReadyForm {...form}>
          <p className="meta">{t.reportIntro}</p>
          <PersonFields
            rows={[['email'], ['fullName', 'company'], ['role', 'phone']]}
            required={['email']}
            words={t}
            errors={e}
          />
          <FormClosing
            {...closing}
            consent={consentTexts.report[lang]}
            consentError={e.gdpr}
            privacyHref={privacyHref}
            words={t}
          >
            <ConsentBox name="phoneConsent" label={consentTexts.phone[lang]} />
          </FormClosing>
        </ReadyForm>
      )}
    </section>
  )
}
