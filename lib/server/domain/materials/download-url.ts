import 'server-only'
import { getConfig } from '@/lib/server/config'
import { downloadGatedMaterial } from '@/lib/shared/contracts/operations'
import { LINK_LIFETIME_MS, mintDownloadToken, type LinkClaims } from './download-token'

/** The address the material mail carries: the download operation with a token valid for 7 days from `now`. */
export function downloadUrl(link: Omit<LinkClaims, 'expiry'>, now: Date): { url: string; expiry: Date } {
  const url = new URL(downloadGatedMaterial.path, getConfig().siteUrl)
  url.searchParams.set('token', mintDownloadToken(link, now))
  return { url: url.toString(), expiry: new Date(now.getTime() + LINK_LIFETIME_MS) }
}
