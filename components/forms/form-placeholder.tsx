import type { Lang } from '@/lib/i18n/langs'

/** Stands where a form will be, until its issue lands: says where to write meanwhile. */
export function FormPlaceholder({ lang, heading, text, email }: { lang: Lang; heading: string; text: string; email: string }) {
  return (
    <section className="form-card" aria-label={heading} lang={lang}>
      <h2>{heading}</h2>
      <p>
        {text} <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </section>
  )
}
