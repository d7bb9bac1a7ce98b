export const langs = ['pl', 'en'] as const
export type Lang = (typeof langs)[number]
export const defaultLang: Lang = 'pl'

export function isLang(value: unknown): value is Lang {
  return langs.includes(value as Lang)
}

/** Path prefix of a language: Polish lives at the root, English under /en/. */
export function langRoot(lang: Lang): string {
  return lang === defaultLang ? '/' : `/${lang}/`
}

export function otherLang(lang: Lang): Lang {
  return lang === 'pl' ? 'en' : 'pl'
}

/** The language a site path belongs to, judged by its prefix alone. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pl'
}
