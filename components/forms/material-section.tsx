import { privacyPath } from '@/lib/server/domain/content'
import { requestGatedMaterial } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { MaterialForm } from './lazy-forms'
import { FormCard } from './form-card'
import { materialCopy } from './material-copy'

/** The request form of a gated material: the PDF's link goes to the address given. */
export function MaterialSection({ lang, materialId }: { lang: Lang; materialId: string }) {
  return (
    <FormCard
      lang={lang}
      operation={requestGatedMaterial.id}
      heading={{ id: 'material-form-heading', text: materialCopy[lang].heading }}
    >
      <MaterialForm lang={lang} materialId={materialId} privacyHref={privacyPath(lang)} />
    </FormCard>
  )
}
