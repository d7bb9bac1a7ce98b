import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import type { Lang } from '@/lib/shared/i18n/langs'

const trapLabel = { pl: 'Nie wypełniaj tego pola', en: 'Leave this field empty' }

/** The trap field every form carries (see lib/server/http/guards/screen-spam.ts); its marker travels with the form's session. */
export function TrapField({ lang }: { lang: Lang }) {
  return (
    <div className="trap" aria-hidden="true" data-no-draft>
      <label htmlFor={`field-${GUARD_FIELDS.trap}`}>{trapLabel[lang]}</label>
      <input
        id={`field-${GUARD_FIELDS.trap}`}
        type="text"
        name={GUARD_FIELDS.trap}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
