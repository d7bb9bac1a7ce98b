import { connection } from 'next/server'
import { Suspense } from 'react'
import { pageByKey } from '@/lib/content'
import { submitJobApplication } from '@/lib/contracts/operations'
import { issueChallenge } from '@/lib/guards/challenge'
import { mintFormMarker } from '@/lib/guards/form-marker'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { ApplyForm } from './lazy-forms'
import { applyCopy } from './apply-copy'

interface Props {
  lang: Lang
  role: string
  questions: readonly [string, string, string]
}

// The marker and the challenge token are minted per request, when the form is rendered: this island makes the
// job offer render per request, while the offer's text stays in the static shell.
async function ApplyFormIsland(props: Props) {
  await connection()
  return (
    <ApplyForm
      {...props}
      marker={mintFormMarker(submitJobApplication.id)}
      challenge={issueChallenge(submitJobApplication.id)}
      privacyHref={pageByKey(props.lang, 'privacy')?.path ?? langRoot(props.lang)}
    />
  )
}

/** The application form of a job offer. */
export function ApplySection(props: Props) {
  const t = applyCopy[props.lang]
  return (
    <section className="form-card" aria-labelledby="apply-form-heading">
      <h2 id="apply-form-heading">{t.heading}</h2>
      <Suspense fallback={<p className="meta">{t.sending.replace('…', '')}…</p>}>
        <ApplyFormIsland {...props} />
      </Suspense>
    </section>
  )
}
