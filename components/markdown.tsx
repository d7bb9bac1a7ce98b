import { markdownToHtml } from '@/lib/server/domain/content/markdown'

export function Markdown({ source }: { source: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }} />
}
