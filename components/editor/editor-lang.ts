import { isLang, type Lang } from '@/lib/shared/i18n/langs'

// The editor's language: Polish for Polish editors, English for those whose browser asks for English first;
// `/editor/?lang=en` (or `pl`) chooses. Decap is started once in it, so it is fixed for the page's life.

let current: Lang = 'pl'

export function chooseEditorLang(search: string, preferred: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang')
  if (isLang(asked)) return asked
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase()
    if (isLang(base)) return base
  }
  return 'pl'
}

export const setEditorLang = (lang: Lang) => {
  current = lang
}

/** The language the editor was started in. */
export const editorLang = (): Lang => current
