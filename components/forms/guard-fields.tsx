import { GUARD_FIELDS } from '@/lib/contracts/form-guards'
import type { Lang } from '@/lib/i18n/langs'

const trapLabel = { pl: 'Nie wypełniaj tego pola', en: 'Leave this field empty' }

/** The signed timestamp marker and the trap field every form carries (see lib/guards/screen-spam.ts). */
export function GuardFields({ marker, lang }: { marker: string; lang: Lang }) {
  return (
    <div data-no-draft>
      <input type="hidden" name={GUARD_FIELDS.marker} value={marker} readOnly />
      <div className="trap" aria-hidden="true">
        <label htmlFor={`field-${GUARD_FIELDS.trap}`}>{trapLabel[lang]}</label>
        <input id={`field-${GUARD_FIELDS.trap}`} type="text" name={GUARD_FIELDS.trap} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  )
}
