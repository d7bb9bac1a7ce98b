import 'server-only'
import type { CvType } from '@/lib/shared/contracts/cv-file'

// How an applicant is named in the recruitment mail. The attachment's name: CV-<Lastname>-<Firstname>.<ext>, in ASCII letters and digits only, from the detected
// type. The uploaded file's name is never used: it may say anything, in any script, with any extension.

const beyondDecomposition: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
}

function ascii(text: string): string {
  return text
    .replace(/[łŁđĐøØßæÆœŒ]/g, (c) => beyondDecomposition[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

type Names = { firstName?: string; lastName?: string; name?: string }

/** The name as the applicant gave it: one `name` field, or the pair. */
export const applicantName = ({ firstName, lastName, name }: Names) => name ?? `${firstName} ${lastName}`

/** Last name first; from a single `name` field, its last word is taken as the last name. */
export function cvFileName(names: Names, type: CvType): string {
  const words = (names.name ?? '').trim().split(/\s+/)
  const last = names.lastName ?? (words.length > 1 ? words.pop() : '')
  const first = names.firstName ?? words.join(' ')
  return `${['CV', ascii(last ?? ''), ascii(first)].filter(Boolean).join('-')}.${type}`
}
