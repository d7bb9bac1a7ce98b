// Every Polish page, from content/pl. Unknown paths are Next's 404 (app/global-not-found.tsx).
import { notFound } from 'next/navigation'
import { PageView } from '@/components/page-view'
import { docFor, metadataFor, staticParamsFor } from '@/lib/server/domain/content/routing'

// Only the pages of content/: any other path is the static 404, with no function run for it.
export const dynamicParams = false
export const generateStaticParams = () => staticParamsFor('pl')

export async function generateMetadata({ params }: PageProps<'/[[...path]]'>) {
  const doc = docFor('pl', (await params).path)
  return doc ? metadataFor(doc) : {}
}

export default async function PolishPage({ params }: PageProps<'/[[...path]]'>) {
  const doc = docFor('pl', (await params).path)
  if (!doc) notFound()
  return <PageView doc={doc} />
}
