import { site } from '@/lib/content/site'
import type { Lang } from '@/lib/i18n/langs'

const copy = {
  pl: {
    noScript: 'Ten formularz działa z włączonym JavaScriptem. Możesz też napisać do nas:',
    failed: 'Nie udało się wczytać formularza. Sprawdź połączenie i odśwież stronę albo napisz do nas:',
  },
  en: {
    noScript: 'This form needs JavaScript. You can also write to us:',
    failed: 'The form could not be loaded. Check your connection and reload the page, or write to us:',
  },
}

/**
 * What a form card says when its form cannot work: without JavaScript, or when its code failed to load (shown by
 * lib/browser/forms-on-use.ts, which then keeps the form from being sent without its marker).
 */
export function FormUnavailable({ lang }: { lang: Lang }) {
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>
  return (
    <>
      <noscript>
        <p className="form-status" data-tone="error">
          {copy[lang].noScript} {mail}
        </p>
      </noscript>
      <p className="form-status" data-tone="error" role="alert" hidden data-form-failed>
        {copy[lang].failed} {mail}
      </p>
    </>
  )
}
