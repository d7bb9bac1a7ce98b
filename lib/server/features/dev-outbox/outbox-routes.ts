import 'server-only'
import { getConfig } from '@/lib/server/config'
import { attachmentDisposition } from '@/lib/server/http/pipeline/content-disposition'
import { listLeads } from './lead-file'
import { listOutbox, readOutboxMessage } from './outbox-files'
import { outboxListPage, outboxMessagePage } from './outbox-pages'

// GET /dev/outbox/...: what the local adapters wrote. In a production build these addresses do not exist (a plain
// 404) unless OUTBOX_PAGE=1 turns them on for a demo; they never read a real mail service or CRM.

type Params = Promise<Record<string, string>>

const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
}
// The page itself needs only its inline style; a mail's HTML is shown sandboxed, with inline styles and nothing else.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
const MAIL_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

const html = (body: string, csp: string) =>
  new Response(body, {
    headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp },
  })

function locations() {
  const { mail, crm } = getConfig()
  return {
    outboxDir: mail.transport.kind === 'outbox' ? mail.transport.dir : undefined,
    leadFile: crm.kind === 'local' ? crm.file : undefined,
  }
}

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': PAGE_CSP },
  })

/** Runs `serve` only where the page exists; a plain 404 otherwise. */
const guarded =
  (serve: (params: Record<string, string>) => Promise<Response | undefined>) =>
  async (_request: Request, { params }: { params: Params }): Promise<Response> => {
    const response = getConfig().outboxPage ? await serve(await params) : undefined
    return response ?? notFound()
  }

export const listRoute = guarded(async () => {
  const { outboxDir, leadFile } = locations()
  const [mail, leads] = await Promise.all([
    outboxDir ? listOutbox(outboxDir) : undefined,
    leadFile ? listLeads(leadFile) : undefined,
  ])
  return html(outboxListPage({ mail, leads }), PAGE_CSP)
})

const message = async (id: string | undefined) => {
  const { outboxDir } = locations()
  return outboxDir && id ? readOutboxMessage(outboxDir, id) : undefined
}

export const messageRoute = guarded(async ({ id }) => {
  const found = await message(id)
  return found && html(outboxMessagePage(found.entry, found.email), PAGE_CSP)
})

export const messageHtmlRoute = guarded(async ({ id }) => {
  const found = await message(id)
  return found && html(found.email.html ?? '', MAIL_CSP)
})

export const attachmentRoute = guarded(async ({ id, index }) => {
  const found = await message(id)
  const attachment = found?.email.attachments[Number(index)]
  if (!attachment || !/^\d+$/.test(index ?? '')) return undefined
  const filename = found!.entry.attachments[Number(index)]!.filename
  return new Response(attachment.content as ArrayBuffer, {
    headers: {
      ...privateHeaders,
      'Content-Type': attachment.mimeType,
      'Content-Disposition': attachmentDisposition(filename),
    },
  })
})
