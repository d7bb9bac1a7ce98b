import 'server-only'
import { render } from '@react-email/render'
import type { ReactElement } from 'react'

/** HTML and plain text of one template; React escapes every value, so visitor input cannot inject markup. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
