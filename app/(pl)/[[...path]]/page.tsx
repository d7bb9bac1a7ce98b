// Every Polish page, from content/pl. Unknown paths never get here: proxy.ts answers them with the 404 page.
import { notFound } from 'next/navigation'
import { PageView } from '@/components/page-view'
import { docFor, metadataFor, staticParamsFor } from '@/lib/content/routing'

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
