import { markdownToHtml } from '@/lib/content/markdown'

export function Markdown({ source }: { source: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }} />
}
