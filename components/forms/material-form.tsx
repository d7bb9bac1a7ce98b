'use client'

import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { FormClosing } from './form-closing'
import { FormSuccess } from './form-success'
import { materialCopy } from './material-copy'
import { PersonFields } from './person-fields'
import { ReadyForm } from './ready'
import { useFormSubmission } from './use-form-submission'

interface Props {
  lang: Lang
  materialId: string
  privacyHref: string
}

export function MaterialForm({ lang, materialId, privacyHref }: Props) {
  const t = materialCopy[lang]
  const {
    form,
    done,
    errors: e,
    closing,
  } = useFormSubmission({
    schema: () => import('@/lib/shared/contracts/materials').then((m) => m.materialRequestSchema),
    lang,
    draftKey: `draft:material:${lang}`,
    operation: 'requestGatedMaterial',
    messages: t,
  })
  if (done) return <FormSuccess text={t.success} />
  return (
    <ReadyForm {...form}>
      <p className="meta">{t.intro}</p>
      <input type="hidden" name="materialId" value={materialId} />
      <PersonFields
        rows={[
          ['fullName', 'email'],
          ['company', 'role'],
        ]}
        required={['fullName', 'email', 'company']}
        words={t}
        errors={e}
      />
      <FormClosing
        {...closing}
        consent={consentTexts.material[lang]}
        consentError={e.gdpr}
        privacyHref={privacyHref}
        words={t}
      />
    </ReadyForm>
  )
}
