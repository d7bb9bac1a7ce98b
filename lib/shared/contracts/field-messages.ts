import type { Lang } from '@/lib/shared/i18n/langs'
import { errorTable, type FieldReason } from './error-table'

// One message per field-level reason, shared by the server's 400 answers and the forms' own hints.
const messages: Record<FieldReason, Record<Lang, string | ((max: number) => string)>> = {
  required: { pl: 'To pole jest wymagane.', en: 'This field is required.' },
  too_long: { pl: (max) => `Maksymalnie ${max} znaków.`, en: (max) => `At most ${max} characters.` },
  invalid_email: { pl: errorTable.invalid_email.pl, en: errorTable.invalid_email.en },
  invalid_option: { pl: 'Wybierz jedną z dostępnych opcji.', en: 'Choose one of the options.' },
  consent_required: { pl: 'Ta zgoda jest wymagana.', en: 'This consent is required.' },
  invalid_answers: { pl: errorTable.invalid_answers.pl, en: errorTable.invalid_answers.en },
  invalid_linkedin: { pl: errorTable.invalid_linkedin.pl, en: errorTable.invalid_linkedin.en },
  invalid_file: { pl: errorTable.invalid_file.pl, en: errorTable.invalid_file.en },
  invalid: { pl: 'Niepoprawna wartość.', en: 'Invalid value.' },
}

export function fieldMessage(reason: FieldReason, lang: Lang, max = 0): string {
  const message = messages[reason][lang]
  return typeof message === 'function' ? message(max) : message
}
