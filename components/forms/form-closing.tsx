'use client'

import dynamic from 'next/dynamic'
import { SiteLink } from '@/components/site-link'
import type { ReactNode } from 'react'
import { consentTexts } from '@/lib/shared/i18n/consents'
import { ConsentBox } from './field'
import { formCopy } from './form-copy'
import { FormStatus } from './form-status'
import { TrapField } from './trap-field'
import type { ClosingState } from './use-form-submission'
import { useHydrated } from './use-hydrated'

interface Props extends ClosingState {
  /** The consent the request cannot go without (field `gdpr`, or `consentName`), with a link to the privacy policy. */
  consent: string
  consentName?: string
  consentError?: string
  /** Whether to offer the marketing consent (not beside a job application). */
  marketing?: boolean
  privacyHref: string
  /** Optional consents shown before the marketing one. */
  children?: ReactNode
  /** Shown below the button while the form is sent, e.g. the progress of an upload. */
  progress?: ReactNode
  words: { required: string; privacy: string; challenge: string; sending: string; submit: string }
}

// Turnstile's code loads when the server asks for its widget (after the form's first use), not with the page.
const ChallengeWidget = dynamic(() => import('./challenge-widget').then((m) => m.ChallengeWidget))

/** How every form of the site ends: consents, the trap field, the challenge, the button, the outcome. */
export function FormClosing({
  lang,
  consent,
  consentName = 'gdpr',
  consentError,
  marketing = true,
  privacyHref,
  children,
  challenge,
  turnstileEvents,
  sending,
  status,
  progress,
  words,
}: Props) {
  return (
    <>
      <ConsentBox
        name={consentName}
        required
        error={consentError}
        label={
          <>
            {consent} <span className="optional">{words.required}</span> (
            <SiteLink href={privacyHref}>{words.privacy}</SiteLink>)
          </>
        }
      />
      {children}
      {/* Its text says itself that it is optional. */}
      {marketing && <ConsentBox name="marketing" label={consentTexts.marketing[lang]} />}
      <TrapField lang={lang} />
      {challenge?.kind === 'turnstile' && (
        <ChallengeWidget challenge={challenge} lang={lang} label={words.challenge} events={turnstileEvents} />
      )}
      <SubmitButton lang={lang} sending={sending} words={words} />
      {progress}
      <FormStatus status={status} />
    </>
  )
}

/** The button, disabled until the form's code runs, so that the browser never sends the form alone. Its own
 * component: hydration's render with the client's value redraws it, not the consents above it. */
function SubmitButton({ lang, sending, words }: Pick<Props, 'lang' | 'sending' | 'words'>) {
  const ready = useHydrated()
  return (
    <>
      <button type="submit" disabled={sending || !ready}>
        {sending ? words.sending : words.submit}
      </button>
      {/* In the server's HTML until the form's code runs (hidden where scripts are off: its <noscript> speaks). */}
      {!ready && <p className="meta form-loading">{formCopy[lang].loading}</p>}
    </>
  )
}
