import type { AnchorHTMLAttributes } from 'react'

/** A plain link: most pages run no script, so next/link would only add hydration to a form page. */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />
}
