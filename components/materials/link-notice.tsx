import { isLinkProblem, linkProblemCopy } from '@/lib/i18n/link-problems'
import type { Lang } from '@/lib/i18n/langs'

/** Above a material page reached from a download link that could not be served (`?link=expired` and the like). */
export async function LinkNotice({ lang, searchParams }: { lang: Lang; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const problem = (await searchParams).link
  if (!isLinkProblem(problem)) return null
  const t = linkProblemCopy[lang][problem]
  return (
    <div className="notice" role="alert">
      <h2>{t.title}</h2>
      <p>{t.text}</p>
    </div>
  )
}
