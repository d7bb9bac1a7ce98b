import { CheckIcon } from '@/components/icons'
import { trustFigures } from '@/lib/server/domain/content/figures'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

// Trust, from content/site.json's `facts`: what the business can stand behind. The figures appear only once the
// business has filled them in; the years are counted from the founding year, never typed.

/** The steps every engagement goes through (numbered by the list itself). */
export function EngagementSteps({ lang, id }: { lang: Lang; id: string }) {
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>{messages[lang].engagementHeading}</h2>
      <ol className="steps">
        {site.facts.engagement[lang].map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Principles, areas of expertise and, where the business has filled them in, figures and certificates. */
export function TrustSection({ lang, id, heading }: { lang: Lang; id: string; heading: string }) {
  const t = messages[lang]
  const { principles, expertise, certifications } = site.facts
  const figures = trustFigures(site.facts, lang, new Date())
  return (
    <section aria-labelledby={id} className="section band bleed">
      <h2 id={id}>{heading}</h2>
      {figures.length > 0 && (
        <ul className="figures">
          {figures.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <ul className="principles">
        {principles[lang].map((p) => (
          <li key={p.title}>
            <CheckIcon />
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="chips-heading">{t.expertiseHeading}</h3>
      <ul className="chips">
        {expertise[lang].map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      {certifications && (
        <>
          <h3 className="chips-heading">{t.certifications}</h3>
          <ul className="chips">
            {certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
