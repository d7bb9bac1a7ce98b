import { connection } from 'next/server'
import { Suspense } from 'react'
import { pageByKey } from '@/lib/content'
import { submitContactForm } from '@/lib/contracts/operations'
import { issueChallenge } from '@/lib/guards/challenge'
import { mintFormMarker } from '@/lib/guards/form-marker'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { ContactForm } from './lazy-forms'
import { contactCopy } from './contact-copy'

// The marker and the challenge token are minted per request, when the form is rendered: this island makes the
// contact page render per request, while every other page stays static.
async function ContactFormIsland({ lang }: { lang: Lang }) {
  await connection()
  return (
    <ContactForm
      lang={lang}
      marker={mintFormMarker(submitContactForm.id)}
      challenge={issueChallenge(submitContactForm.id)}
      privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)}
    />
  )
}

export function ContactSection({ lang }: { lang: Lang }) {
  const t = contactCopy[lang]
  return (
    <section className="form-card" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t.heading}</h2>
      <Suspense fallback={<p className="meta">{t.sending.replace('…', '')}…</p>}>
        <ContactFormIsland lang={lang} />
      </Suspense>
    </section>
  )
}
