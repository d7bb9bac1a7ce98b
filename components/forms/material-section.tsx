import { connection } from 'next/server'
import { Suspense } from 'react'
import { pageByKey } from '@/lib/content'
import { requestGatedMaterial } from '@/lib/contracts/operations'
import { issueChallenge } from '@/lib/guards/challenge'
import { mintFormMarker } from '@/lib/guards/form-marker'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { MaterialForm } from './lazy-forms'
import { materialCopy } from './material-copy'

// The marker and the challenge token are minted per request, when the form is rendered: this island makes the
// material page render per request, while its text stays in the static shell.
async function MaterialFormIsland({ lang, materialId }: { lang: Lang; materialId: string }) {
  await connection()
  return (
    <MaterialForm
      lang={lang}
      materialId={materialId}
      marker={mintFormMarker(requestGatedMaterial.id)}
      challenge={issueChallenge(requestGatedMaterial.id)}
      privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)}
    />
  )
}

/** The request form of a gated material: the PDF's link goes to the address given. */
export function MaterialSection({ lang, materialId }: { lang: Lang; materialId: string }) {
  const t = materialCopy[lang]
  return (
    <section className="form-card" aria-labelledby="material-form-heading">
      <h2 id="material-form-heading">{t.heading}</h2>
      <Suspense fallback={<p className="meta">{t.sending.replace('…', '')}…</p>}>
        <MaterialFormIsland lang={lang} materialId={materialId} />
      </Suspense>
    </section>
  )
}
