import type { Problem } from '@/lib/shared/contracts/errors'

// How a form's values travel: JSON through fetch, or multipart through XMLHttpRequest, the one browser API that
// reports upload progress. Either way the form gets the same answer back.

export interface Answer {
  ok: boolean
  retryAfter: number
  body: Partial<Problem> | null
}

const parsed = (text: string): Partial<Problem> | null => {
  try {
    return JSON.parse(text) as Partial<Problem>
  } catch {
    return null
  }
}

export async function sendJson(endpoint: string, values: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(values),
  })
  return {
    ok: response.ok,
    retryAfter: Number(response.headers.get('retry-after')),
    body: parsed(await response.text()),
  }
}

/** Files go as file parts, text as text; rejects, as fetch does, when the server cannot be reached. */
export function sendMultipart(
  endpoint: string,
  values: Record<string, unknown>,
  onProgress: (share: number) => void,
): Promise<Answer> {
  const body = new FormData()
  for (const [name, value] of Object.entries(values))
    body.append(name, value instanceof Blob ? value : typeof value === 'string' ? value : JSON.stringify(value))
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', endpoint)
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () =>
      resolve({
        ok: request.status >= 200 && request.status < 300,
        retryAfter: Number(request.getResponseHeader('retry-after')),
        body: parsed(request.responseText),
      })
    request.onerror = request.onabort = request.ontimeout = () => reject(new Error('network'))
    request.send(body)
  })
}
