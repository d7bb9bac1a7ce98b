import type { Lang } from '@/lib/shared/i18n/langs'
import { MainActions } from './main-actions'

/** A closing band: a heading, a sentence, and the site's two main actions. */
export function CallToAction({ lang, heading, text }: { lang: Lang; heading: string; text?: string }) {
  return (
    <section className="cta bleed" aria-label={heading}>
      <div>
        <h2>{heading}</h2>
        {text && <p>{text}</p>}
      </div>
      <MainActions lang={lang} />
    </section>
  )
}
