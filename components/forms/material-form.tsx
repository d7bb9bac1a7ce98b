'use client'

import { MAX } from '@/lib/contracts/limits'
import { consentTexts } from '@/lib/i18n/consents'
import type { Lang } from '@/lib/i18n/langs'
import { TextField } from './field'
import { FormClosing } from './form-closing'
import { FormSuccess } from './form-success'
import { materialCopy } from './material-copy'
import { useFormSubmission } from './use-form-submission'

interface Props {
  lang: Lang
  materialId: string
  privacyHref: string
}

export function MaterialForm({ lang, materialId, privacyHref }: Props) {
  const t = materialCopy[lang]
  const endpoint = '/api/materials/request/'
  const {
    formRef,
    done,
    errors: e,
    closing,
    onSubmit,
    onInput,
  } = useFormSubmission({
    endpoint,
    schema: () => import('@/lib/contracts/materials').then((m) => m.materialRequestSchema),
    lang,
    draftKey: `draft:material:${lang}`,
    operation: 'requestGatedMaterial',
    messages: t,
  })
  if (done) return <FormSuccess text={t.success} />
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onInput={onInput} aria-busy={closing.sending}>
      <p className="meta">{t.intro}</p>
      <input type="hidden" name="materialId" value={materialId} />
      <div className="field-row">
        <TextField
          name="fullName"
          label={t.fullName}
          marker={t.required}
          error={e.fullName}
          required
          maxLength={MAX.short}
          autoComplete="name"
        />
        <TextField
          name="email"
          type="email"
          label={t.email}
          marker={t.required}
          error={e.email}
          required
          maxLength={MAX.email}
          autoComplete="email"
        />
      </div>
      <div className="field-row">
        <TextField
          name="company"
          label={t.company}
          marker={t.required}
          error={e.company}
          required
          maxLength={MAX.short}
          autoComplete="organization"
        />
        <TextField
          name="role"
          label={t.role}
          marker={t.optional}
          error={e.role}
          maxLength={MAX.short}
          autoComplete="organization-title"
        />
      </div>
      <FormClosing
        {...closing}
        consent={consentTexts.material[lang]}
        consentError={e.gdpr}
        privacyHref={privacyHref}
        words={t}
      />
    </form>
  )
}
