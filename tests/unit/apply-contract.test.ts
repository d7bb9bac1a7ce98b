import { describe, expect, it } from 'vitest'
import { applyRequestSchema } from '@/lib/shared/contracts/apply'
import { linkedinProfileUrl } from '@/lib/shared/contracts/linkedin'

// The application contract, shared by the form and the server. The profile address: https, linkedin.com (www. or a
// country subdomain), path /in/<handle>; anything else refused.

const base = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.com',
  q1: 'a',
  q2: 'b',
  q3: 'c',
  consent: 'on',
}
const invalidFields = (body: Record<string, unknown>) =>
  applyRequestSchema.safeParse(body).error?.issues.map((i) => i.path[0]) ?? []

describe('linkedin', () => {
  it.each([
    ['https://linkedin.com/in/jan-kowalski', 'https://linkedin.com/in/jan-kowalski/'],
    ['https://www.linkedin.com/in/jan-kowalski-1a2b3c4d/', 'https://www.linkedin.com/in/jan-kowalski-1a2b3c4d/'],
    ['https://pl.linkedin.com/in/anna-nowak', 'https://pl.linkedin.com/in/anna-nowak/'],
    ['https://WWW.LinkedIn.com/in/AnnaNowak', 'https://www.linkedin.com/in/AnnaNowak/'],
    ['https://www.linkedin.com/in/anna-nowak?originalSubdomain=pl', 'https://www.linkedin.com/in/anna-nowak/'],
    [
      'https://www.linkedin.com/in/%C5%82ucja-wr%C3%B3blewska',
      'https://www.linkedin.com/in/%C5%82ucja-wr%C3%B3blewska/',
    ],
  ])('accepts %s as %s', (value, canonical) => {
    expect(linkedinProfileUrl(value)).toBe(canonical)
  })

  it.each([
    ['plain http', 'http://www.linkedin.com/in/jan-kowalski'],
    ['no scheme', 'www.linkedin.com/in/jan-kowalski'],
    ['another host', 'https://www.example.com/in/jan-kowalski'],
    ['a look-alike host', 'https://linkedin.com.evil.example/in/jan-kowalski'],
    ['a host ending in linkedin.com', 'https://evillinkedin.com/in/jan-kowalski'],
    ['a deeper subdomain', 'https://a.b.linkedin.com/in/jan-kowalski'],
    ['javascript:', 'javascript:alert(1)//linkedin.com/in/x'],
    ['user-info before the host', 'https://linkedin.com@evil.example/in/jan-kowalski'],
    ['user-info on the real host', 'https://evil.example@www.linkedin.com/in/jan-kowalski'],
    ['a password', 'https://user:pass@www.linkedin.com/in/jan-kowalski'],
    ['a port', 'https://www.linkedin.com:8443/in/jan-kowalski'],
    ['a company page', 'https://www.linkedin.com/company/bastion'],
    ['a path below the profile', 'https://www.linkedin.com/in/jan-kowalski/details/skills'],
    ['a climb out of /in/', 'https://www.linkedin.com/in/../company/x'],
    ['an encoded climb', 'https://www.linkedin.com/in/%2e%2e'],
    ['a backslash', 'https://www.linkedin.com\\in\\jan-kowalski'],
    ['a tab inside the host', 'https://linked\tin.com/in/jan-kowalski'],
    ['a handle with symbols', 'https://www.linkedin.com/in/<script>'],
    ['a handle too short', 'https://www.linkedin.com/in/jk'],
  ])('refuses %s', (_case, value) => {
    expect(linkedinProfileUrl(value)).toBeUndefined()
  })

  it('is optional, and a refused address is an issue of the linkedin field', () => {
    expect(applyRequestSchema.safeParse({ ...base, linkedin: '' }).data?.linkedin).toBeUndefined()
    expect(invalidFields({ ...base, linkedin: 'https://linkedin.com.evil.example/in/x' })).toEqual(['linkedin'])
  })
})

describe('names and consent', () => {
  it('takes one `name` instead of the pair, and `gdpr` for `consent`', () => {
    const parsed = applyRequestSchema.parse({
      ...base,
      firstName: undefined,
      lastName: undefined,
      name: 'Jan Maria Kowalski',
      consent: undefined,
      gdpr: '1',
    })
    expect(parsed).toMatchObject({ name: 'Jan Maria Kowalski', consent: true })
  })

  it('names every missing field at once, the names too when the consent is missing as well', () => {
    expect(invalidFields({ ...base, firstName: '', lastName: undefined, consent: undefined }).sort()).toEqual([
      'consent',
      'firstName',
      'lastName',
    ])
    expect(invalidFields({ ...base, firstName: undefined, lastName: undefined, name: '  ' })).toEqual(['name'])
    expect(invalidFields({ ...base, lastName: undefined })).toEqual(['lastName'])
  })
})
