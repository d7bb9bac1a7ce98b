'use client'

import { CV_MEDIA_TYPES, cvTypeOfHead, cvTypes } from '@/lib/shared/contracts/cv-file'
import type { FieldError } from '@/lib/shared/contracts/field-errors'
import { MAX } from '@/lib/shared/contracts/limits'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { applyCopy } from './apply-copy'
import { FileField, TextAreaField, TextField } from './field'
import { FormClosing } from './form-closing'
import { FormSuccess } from './form-success'
import { PersonFields } from './person-fields'
import { ReadyForm } from './ready'
import { UploadProgress } from './upload-progress'
import { useFormSubmission } from './use-form-submission'

interface Props {
  lang: Lang
  /** The offer's title, sent as `rola`, and its three questions, asked as q1 to q3. */
  role: string
  questions: readonly [string, string, string]
  privacyHref: string
  /** The largest CV that can reach the endpoint where the site runs (lib/server/domain/recruitment/cv-form-limit.ts). */
  cvMaxBytes: number
}

const accept = [...cvTypes.map((t) => `.${t}`), ...Object.values(CV_MEDIA_TYPES)].join(',')

/**
 * Before a long upload: is the file small enough to arrive, and does it start as a PDF, DOC or DOCX does? (The server
 * checks the whole structure.)
 */
async function checkCv(values: Record<string, unknown>, lang: Lang, maxBytes: number): Promise<FieldError[]> {
  if (!(values.cv instanceof File)) return []
  if (values.cv.size > maxBytes)
    return [{ name: 'cv', reason: 'invalid_file', message: applyCopy[lang].cvTooLarge(maxBytes) }]
  const head = new Uint8Array(await values.cv.slice(0, 8).arrayBuffer())
  if (cvTypeOfHead(head)) return []
  // Loaded by then with the form's validation (use-form-submission): the page does not carry the messages.
  const { fieldMessage } = await import('@/lib/shared/contracts/field-messages')
  return [{ name: 'cv', reason: 'invalid_file', message: fieldMessage('invalid_file', lang) }]
}

export function ApplyForm({ lang, role, questions, privacyHref, cvMaxBytes }: Props) {
  const t = applyCopy[lang]
  const {
    form,
    progress,
    done,
    errors: e,
    closing,
    lostFiles,
  } = useFormSubmission({
    schema: () => import('@/lib/shared/contracts/apply').then((m) => m.applyRequestSchema),
    lang,
    draftKey: `draft:apply:${role}`,
    operation: 'submitJobApplication',
    multipart: true,
    check: (values) => checkCv(values, lang, cvMaxBytes),
    messages: t,
  })
  if (done) return <FormSuccess text={t.success} />
  return (
    <ReadyForm {...form} encType="multipart/form-data">
      <p className="meta">{t.intro}</p>
      <input type="hidden" name="rola" value={role} />
      <PersonFields
        rows={[
          ['firstName', 'lastName'],
          ['email', 'phone'],
        ]}
        required={['firstName', 'lastName', 'email']}
        words={t}
        errors={e}
      />
      <TextField
        name="linkedin"
        type="url"
        label={t.linkedin}
        marker={t.optional}
        hint={t.linkedinHint}
        error={e.linkedin}
        maxLength={MAX.profile}
        autoComplete="url"
      />
      <fieldset className="questions">
        <legend>{t.questions}</legend>
        {questions.map((question, i) => (
          <TextAreaField
            key={i}
            name={`q${i + 1}`}
            label={question}
            marker={t.required}
            error={e[`q${i + 1}`]}
            required
            maxLength={MAX.long}
            rows={5}
          />
        ))}
      </fieldset>
      <TextField
        name="notice"
        label={t.notice}
        marker={t.optional}
        hint={t.noticeHint}
        error={e.notice}
        maxLength={MAX.short}
      />
      <FileField
        name="cv"
        label={t.cv}
        marker={t.optional}
        hint={t.cvHint(cvMaxBytes)}
        error={e.cv}
        note={lostFiles.cv && t.cvAgain(lostFiles.cv)}
        accept={accept}
      />
      <FormClosing
        {...closing}
        consent={consentTexts.apply[lang]}
        consentName="consent"
        consentError={e.consent}
        marketing={false}
        privacyHref={privacyHref}
        progress={<UploadProgress share={progress} label={t.uploading} />}
        words={t}
      />
    </ReadyForm>
  )
}
