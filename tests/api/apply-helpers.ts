import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import type { Lang } from '@/lib/shared/i18n/langs'
import { turnstileToken } from '../support/fakes'
import { pdfFile } from '../support/cv-files'
import { api, markerAged, newClientIp, post, stack, type PostOptions } from './helpers'

/** The SAP Basis offer, as the form of each language names it in `rola`. */
export const offer = (lang: Lang) =>
  loadContent().find((d): d is Doc<'jobs'> => d.folder === 'jobs' && d.lang === lang && d.key === 'sap-basis-engineer')!

export const cvPart = (bytes: Uint8Array, name = 'CV Anna Nowak.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type })

/** An application as the Polish form sends it, with a real PDF. */
export function applyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    rola: offer('pl').data.title,
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna.nowak@example.com',
    phone: '+48 600 100 200',
    linkedin: 'https://pl.linkedin.com/in/anna-nowak',
    q1: 'Noty HotNews wdrażamy najpierw w DEV; <script>alert(1)</script> nie przejdzie.',
    q2: 'reginfo i secinfo: najpierw tryb symulacji, potem lista dozwolonych programów.',
    q3: 'Odtwarzanie HANA testujemy co kwartał.\nOstatnio zabrakło miejsca na logi.',
    notice: '1 miesiąc',
    cv: cvPart(pdfFile('Anna Nowak')),
    consent: 'on',
    'form-marker': markerAged('submitJobApplication'),
    'bot-challenge-response': turnstileToken('submitJobApplication'),
    ...overrides,
  }
}

export const apply = (body: Record<string, unknown>, options: PostOptions = {}) =>
  post('/api/apply/', body, { encoding: 'multipart', ...options })

/**
 * An application as fetch encodes it, then `reframe`d as a client with other habits would frame it: the body as
 * Latin-1 text (one character per byte, so the CV's bytes survive) and its boundary.
 */
export async function applyReframed(
  body: Record<string, unknown>,
  reframe: (multipart: string, boundary: string) => string,
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value as string | Blob)
  const encoded = new Response(form)
  const contentType = encoded.headers.get('content-type')!
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!
  const text = Buffer.from(await encoded.arrayBuffer()).toString('latin1')
  return fetch(api('/api/apply/'), {
    method: 'POST',
    headers: { 'content-type': contentType, origin: stack.baseUrl, 'X-Forwarded-For': newClientIp() },
    body: Buffer.from(reframe(text, boundary), 'latin1'),
  })
}
