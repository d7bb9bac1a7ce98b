import type { AnchorHTMLAttributes } from 'react'

/**
 * A link to a page of the site: a plain link. The pages are static files, each a document of its own; most run no
 * script, so Next's client-side navigation would only ever start from a form page, where its link components cost
 * the form's first use their hydration.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />
}
