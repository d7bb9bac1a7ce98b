import 'server-only'
import type { Email } from 'postal-mime'
import { html, SafeHtml } from '@/lib/server/html'
import type { StoredLead } from './lead-file'
import type { OutboxEntry } from './outbox-files'

// The pages of /dev/outbox/: plain server-rendered HTML for developers, with no script.

const BASE = '/dev/outbox/'
const css = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#16202c}
table{border-collapse:collapse;width:100%;margin:1rem 0 2rem}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #d5dbe3;vertical-align:top}
th{font-weight:600;background:#f2f5f8}.meta{color:#4a5868}pre{white-space:pre-wrap;background:#f2f5f8;padding:1rem;margin:0}
iframe{width:100%;height:36rem;border:1px solid #d5dbe3}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}`

const time = (date: Date | string) =>
  new Date(date).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)

const page = (title: string, body: SafeHtml) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(css)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value

const attachments = (entry: OutboxEntry) =>
  entry.attachments.length === 0
    ? '–'
    : entry.attachments.map(
        (a) =>
          html`<div>
            <a href="${BASE}${entry.id}/attachments/${a.index}/">${a.filename}</a>
            <span class="meta">(${size(a.bytes)})</span>
          </div>`,
      )

const table = (headings: string[], rows: unknown[]) =>
  html`<table>
    <thead>
      <tr>
        ${headings.map((h) => html`<th>${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`

function mailTable(entries: OutboxEntry[]) {
  if (entries.length === 0) return html`<p>No mail yet. Send a form of the site and it appears here.</p>`
  const rows = entries.map(
    (e) =>
      html`<tr>
        <td>${time(e.date)}</td>
        <td>${e.to}</td>
        <td><a href="${BASE}${e.id}/">${e.subject || '(no subject)'}</a></td>
        <td>${attachments(e)}</td>
      </tr>`,
  )
  return table(['Time', 'To', 'Subject', 'Attachments'], rows)
}

function leadTable(leads: StoredLead[]) {
  if (leads.length === 0) return html`<p>No leads yet.</p>`
  const rows = leads.map((lead) => {
    const who = [lead.firstName, lead.lastName, lead.company && `(${lead.company})`].filter(Boolean).join(' ')
    const note = [lead.note, ...Object.entries(lead.properties).map(([k, v]) => `${k}: ${v}`)]
      .filter(Boolean)
      .join('\n')
    return html`<tr id="lead-${lead.id}">
      <td>${time(lead.createdAt)}</td>
      <td>${lead.source}</td>
      <td>${lead.email}</td>
      <td>${who}</td>
      <td><pre>${note}</pre></td>
    </tr>`
  })
  return table(['Time', 'From form', 'E-mail', 'Name and company', 'Note'], rows)
}

export interface OutboxListing {
  /** Undefined when mail goes to a real service: then nothing is listed. */
  mail?: OutboxEntry[]
  /** Undefined when leads go to a real CRM. */
  leads?: StoredLead[]
}

export function outboxListPage({ mail, leads }: OutboxListing): string {
  return page(
    'Outbox (development)',
    html`<h1>Outbox</h1>
      <p class="meta">
        What the site has written instead of sending: nothing here has left this machine. Newest first.
      </p>
      <h2>Mail</h2>
      ${mail ? mailTable(mail) : html`<p>Mail goes to Resend in this configuration; the outbox is not in use.</p>`}
      <h2 id="leads">Leads</h2>
      ${leads ? leadTable(leads) : html`<p>Leads go to the CRM in this configuration; the local lead store is not in use.</p>`}`,
  )
}

export function outboxMessagePage(entry: OutboxEntry, email: Email): string {
  const from = email.from && 'address' in email.from ? `${email.from.name} <${email.from.address}>` : ''
  const replyTo = email.replyTo?.map((a) => a.address).join(', ')
  return page(
    email.subject || 'Message',
    html`<p><a href="${BASE}">← All mail</a></p>
      <h1>${email.subject || '(no subject)'}</h1>
      <dl>
        <dt>From</dt>
        <dd>${from}</dd>
        <dt>To</dt>
        <dd>${entry.to}</dd>
        ${
          replyTo &&
          html`<dt>Reply-To</dt>
            <dd>${replyTo}</dd>`
        }
        <dt>Date</dt>
        <dd>${time(entry.date)}</dd>
        <dt>Attachments</dt>
        <dd>${attachments(entry)}</dd>
      </dl>
      <h2>As the recipient sees it</h2>
      <iframe title="The message as HTML" src="${BASE}${entry.id}/html/" sandbox=""></iframe>
      <h2>Plain text</h2>
      <pre>${email.text ?? ''}</pre>`,
  )
}
