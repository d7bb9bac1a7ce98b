import { FORM_ANCHOR } from '@/components/forms/form-card'

/** The link to the page's form: under the title on a phone, or (`wide`) in a card beside the text on a wide screen. */
export function ToForm({ label, wide = false }: { label: string; wide?: boolean }) {
  return (
    <p className={`actions ${wide ? 'to-form-wide' : 'to-form'}`}>
      <a className="button button-primary" href={`#${FORM_ANCHOR}`}>
        {label}
      </a>
    </p>
  )
}
