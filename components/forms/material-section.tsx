import { pageByKey } from '@/lib/content'
import { requestGatedMaterial } from '@/lib/contracts/operations'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { MaterialForm } from './lazy-forms'
import { FormUnavailable } from './form-unavailable'
import { materialCopy } from './material-copy'

/** The request form of a gated material: the PDF's link goes to the address given. */
export function MaterialSection({ lang, materialId }: { lang: Lang; materialId: string }) {
  const t = materialCopy[lang]
  return (
    <section className="form-card" aria-labelledby="material-form-heading" data-form-operation={requestGatedMaterial.id}>
      <h2 id="material-form-heading">{t.heading}</h2>
      <FormUnavailable lang={lang} />
      <MaterialForm lang={lang} materialId={materialId} privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)} />
    </section>
  )
}
