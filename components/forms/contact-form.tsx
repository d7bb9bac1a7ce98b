'use client'

import { contactAreas, MAX } from '@/lib/shared/contracts/limits'
import { areaLabels } from '@/lib/shared/i18n/areas'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { contactCopy } from './contact-copy'
import { SelectField, TextAreaField } from './field'
import { FormClosing } from './form-closing'
import { FormSuccess } from './form-success'
import { PersonFields } from './person-fields'
import { ReadyForm } from './ready'
import { useFormSubmission } from './use-form-submission'

interface Props {
  lang: Lang
  privacyHref: string
}

export function ContactForm({ lang, privacyHref }: Props) {
  const t = contactCopy[lang]
  const {
    form,
    done,
    errors: e,
    closing,
  } = useFormSubmission({
    schema: () => import('@/lib/shared/contracts/contact').then((m) => m.contactRequestSchema),
    lang,
    draftKey: `draft:contact:${lang}`,
    operation: 'submitContactForm',
    messages: t,
  })
  if (done) return <FormSuccess text={t.success} />
  return (
    <ReadyForm {...form}>
      <p className="meta">{t.intro}</p>
      <PersonFields
        rows={[
          ['firstName', 'lastName'],
          ['email', 'phone'],
          ['company', 'role'],
        ]}
        required={['firstName', 'lastName', 'email', 'company']}
        words={t}
        errors={e}
      />
      <SelectField name="area" label={t.area} marker={t.required} error={e.area} required defaultValue="">
        <option value="" disabled>
          {t.chooseArea}
        </option>
        {contactAreas.map((area) => (
          <option key={area} value={area}>
            {areaLabels[lang][area]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="message"
        label={t.message}
        marker={t.optional}
        hint={t.messageHint}
        error={e.message}
        maxLength={MAX.long}
        rows={6}
      />
      <FormClosing
        {...closing}
        consent={consentTexts.contact[lang]}
        consentError={e.gdpr}
        privacyHref={privacyHref}
        words={t}
      />
    </ReadyForm>
  )
}
