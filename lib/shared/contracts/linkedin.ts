import { z } from 'zod'
import { MAX } from './fields'

// A profile address, parsed with the URL standard and rebuilt from its parts, so what reaches the recruiters is
// exactly a profile.

const PROFILE_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/
const PROFILE_PATH = /^\/in\/([^/]+)\/?$/
// LinkedIn's custom addresses: 3 to 100 letters (any script), digits, hyphens (and underscores, in old ones).
const HANDLE = /^[\p{L}\p{N}_-]{3,100}$/u

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The canonical profile address, or undefined when the value is not one. */
export function linkedinProfileUrl(value: string): string | undefined {
  // Spaces, tabs and backslashes are silently dropped or turned into slashes by URL parsers: refuse them first.
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !PROFILE_HOST.test(url.hostname))
    return undefined
  const handle = PROFILE_PATH.exec(url.pathname)?.[1]
  const text = handle && decoded(handle)
  if (!text || !HANDLE.test(text)) return undefined
  return `https://${url.hostname}/in/${handle}/`
}

export const linkedinProfile = z
  .string()
  .trim()
  .max(MAX.profile)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined
    const profile = linkedinProfileUrl(value)
    if (!profile)
      ctx.issues.push({
        code: 'custom',
        message: 'must be an https address of a linkedin.com profile (/in/<handle>)',
        input: value,
      })
    return profile
  })
