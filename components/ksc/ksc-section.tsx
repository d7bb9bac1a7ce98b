import { connection } from 'next/server'
import { Suspense } from 'react'
import { pageByKey } from '@/lib/content'
import { publicQuestionnaire } from '@/lib/ksc/public-questionnaire'
import { requestKscCheckReport } from '@/lib/contracts/operations'
import { issueChallenge } from '@/lib/guards/challenge'
import { mintFormMarker } from '@/lib/guards/form-marker'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { KscCheck } from '@/components/forms/lazy-forms'
import { kscCopy } from './ksc-copy'

// Questions and option texts only: points, weights and the scoring stay on the server. The report form's
// marker and challenge token are minted per request, so this island renders per request.
async function KscIsland({ lang }: { lang: Lang }) {
  await connection()
  return (
    <KscCheck
      lang={lang}
      questionnaire={publicQuestionnaire(lang)}
      marker={mintFormMarker(requestKscCheckReport.id)}
      challenge={issueChallenge(requestKscCheckReport.id)}
      privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)}
    />
  )
}

export function KscSection({ lang }: { lang: Lang }) {
  return (
    <section className="form-card ksc" aria-label={kscCopy[lang].heading}>
      <Suspense fallback={<p className="meta">…</p>}>
        <KscIsland lang={lang} />
      </Suspense>
    </section>
  )
}
