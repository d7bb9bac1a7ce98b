// Every English page, from content/en. Unknown paths never get here: proxy.ts answers them with the 404 page.
import { notFound } from 'next/navigation'
import { PageView } from '@/components/page-view'
import { docFor, metadataFor, staticParamsFor } from '@/lib/content/routing'

export const generateStaticParams = () => staticParamsFor('en')

export async function generateMetadata({ params }: PageProps<'/en/[[...path]]'>) {
  const doc = docFor('en', (await params).path)
  return doc ? metadataFor(doc) : {}
}

export default async function EnglishPage({ params }: PageProps<'/en/[[...path]]'>) {
  const doc = docFor('en', (await params).path)
  if (!doc) notFound()
  return <PageView doc={doc} />
}
