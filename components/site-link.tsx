import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to a page of the site: Next's client-side navigation, without prefetching. By default every link that
 * scrolls into view fetches its page's payload; on a page load that is a dozen requests and their parsing on the
 * main thread while the page is still becoming interactive (Lighthouse counts both), for pages that are small,
 * static and fetched in one round trip when clicked.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />
}
