import 'server-only'
import { allDocs, counterpartOf, type Doc } from '@/lib/server/domain/content'
import { absoluteUrl } from '@/lib/server/domain/content/routing'

export interface OfferForRecruiters {
  /** The offer's Polish title and questions: the recruitment mail is in Polish. */
  title: string
  questions: readonly [string, string, string]
  /** The page the candidate applied on. */
  url: string
}

/** The offer `rola` names; it comes from the client, so an unknown title is no error (the mail shows it as sent). */
export function offerNamed(title: string | undefined): OfferForRecruiters | undefined {
  const applied = allDocs().find((d): d is Doc<'jobs'> => d.folder === 'jobs' && d.data.title === title)
  if (!applied) return undefined
  const polish = applied.lang === 'pl' ? applied : ((counterpartOf(applied) as Doc<'jobs'> | undefined) ?? applied)
  return { title: polish.data.title, questions: polish.data.questions, url: absoluteUrl(applied.path) }
}
