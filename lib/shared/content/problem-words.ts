import type { z } from 'zod'
import type { Lang } from '@/lib/shared/i18n/langs'

// Content problems in both languages (the build prints English, the editor its own). The schemas' messages are
// `rules.*.en`, so an issue carrying one is translated by it; zod's defaults get plain words here.

export type Words = Record<Lang, string>

/** The messages the content schemas (schemas.ts) give their rules. */
export const rules = {
  notEmpty: { en: 'must not be empty', pl: 'nie może być puste' },
  slug: {
    en: 'use lowercase letters, digits and hyphens',
    pl: 'tylko małe litery bez polskich znaków, cyfry i łączniki (-)',
  },
  isoDate: { en: 'must be a date written as YYYY-MM-DD', pl: 'musi być datą w postaci RRRR-MM-DD' },
  realDate: { en: 'is not a real calendar date', pl: 'takiego dnia nie ma w kalendarzu' },
  descriptionMin: { en: 'must be at least 50 characters', pl: 'musi mieć co najmniej 50 znaków' },
  descriptionMax: { en: 'must be at most 200 characters', pl: 'może mieć najwyżej 200 znaków' },
  threeQuestions: {
    en: 'must list exactly three recruitment questions',
    pl: 'musi zawierać dokładnie trzy pytania rekrutacyjne',
  },
  sectionMin: {
    en: 'must be at least 200 characters: say what happened, not a headline',
    pl: 'musi mieć co najmniej 200 znaków: opisz, co się wydarzyło, a nie tylko nagłówek',
  },
  phone: { en: 'digits and spaces, optionally after +', pl: 'cyfry i spacje, na początku może być +' },
} satisfies Record<string, Words>

const byEnglish = new Map<string, Words>(Object.values(rules).map((words) => [words.en, words]))

const typeNames: Record<string, Words> = {
  string: { en: 'text', pl: 'tekstem' },
  number: { en: 'a number', pl: 'liczbą' },
  int: { en: 'a whole number', pl: 'liczbą całkowitą' },
  boolean: { en: 'yes or no', pl: 'wartością tak/nie' },
  array: { en: 'a list', pl: 'listą' },
  object: { en: 'a group of fields', pl: 'grupą pól' },
}

/** 1 pozycja, 2-4 pozycje, 5+ pozycji (as the lists' limits here are small, no 12-14 rule is needed). */
const items = (n: number) => `${n} ${n === 1 ? 'pozycję' : n < 5 ? 'pozycje' : 'pozycji'}`

const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ')

/**
 * One schema issue in plain words. `value` is the value the issue is about (undefined: the field is missing).
 * The schemas' messages are translated; zod's defaults become a sentence a person understands.
 */
export function issueWords(issue: z.core.$ZodIssue, value: unknown): Words {
  if (issue.code === 'invalid_type' && value === undefined) return { en: 'is required', pl: 'to pole jest wymagane' }
  const known = byEnglish.get(issue.message)
  if (known) return known
  switch (issue.code) {
    case 'invalid_type':
      return {
        en: `must be ${typeNames[issue.expected]?.en ?? issue.expected}`,
        pl: `musi być ${typeNames[issue.expected]?.pl ?? issue.expected}`,
      }
    case 'unrecognized_keys':
      return {
        en: `unknown field ${list(issue.keys)} (a typo?)`,
        pl: `nieznane pole ${list(issue.keys)} (literówka?)`,
      }
    case 'invalid_value':
      return { en: `must be one of ${list(issue.values)}`, pl: `musi być jedną z wartości ${list(issue.values)}` }
    case 'too_small':
      if (issue.origin === 'array')
        return { en: `needs at least ${issue.minimum} items`, pl: `musi mieć co najmniej ${items(Number(issue.minimum))}` }
      if (issue.origin === 'string')
        return { en: 'must not be empty', pl: 'nie może być puste' }
      return { en: `must be at least ${issue.minimum}`, pl: `musi wynosić co najmniej ${issue.minimum}` }
    case 'too_big':
      if (issue.origin === 'array')
        return { en: `may have at most ${issue.maximum} items`, pl: `może mieć najwyżej ${items(Number(issue.maximum))}` }
      return { en: `must be at most ${issue.maximum}`, pl: `może wynosić najwyżej ${issue.maximum}` }
    case 'invalid_format':
      if (issue.format === 'email') return { en: 'must be an e-mail address', pl: 'musi być adresem e-mail' }
      return { en: issue.message, pl: 'ma niepoprawną postać' }
    case 'invalid_union':
      return { en: issue.message, pl: 'ma niepoprawną wartość' }
    default:
      return { en: issue.message, pl: 'ma niepoprawną wartość' }
  }
}

/** The value an issue's path leads to in `data`. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  )
}

/** The problems only the whole site shows, and those of a file that cannot be read. */
export const siteWords = {
  noFrontMatter: {
    en: 'the file must start with front matter between two "---" lines',
    pl: 'plik musi zaczynać się nagłówkiem (front matter) między dwiema liniami "---"',
  },
  badYaml: (message: string): Words => ({
    en: message,
    pl: `nagłówek pliku (front matter) nie jest poprawnym YAML-em: ${message}`,
  }),
  noAddress: (lang: Lang, folder: string): Words => ({
    en: `no page in content/${lang}/pages has "lists: ${folder}", so it has no address`,
    pl: `żadna strona w content/${lang}/pages nie ma "lists: ${folder}", więc ten wpis nie ma adresu`,
  }),
  listedTwice: (folder: string): Words => ({
    en: `lists: another page already lists "${folder}"`,
    pl: `lists: inna strona już wyświetla listę "${folder}"`,
  }),
  addressTaken: (address: string, other: string): Words => ({
    en: `its address ${address} is already used by ${other}`,
    pl: `jej adres ${address} ma już ${other}; wybierz inny adres (slug)`,
  }),
  notAPage: (target: string): Words => ({
    en: `links to ${target}, which is not a page of the site`,
    pl: `odsyła do ${target}, a takiej strony w serwisie nie ma`,
  }),
  noService: (lang: Lang, key: string): Words => ({
    en: `services: there is no content/${lang}/services/${key}.md`,
    pl: `services: nie ma usługi content/${lang}/services/${key}.md`,
  }),
}

/** What the content editor refuses about a file as a whole, before the build would. */
export const fileWords = {
  fileName: (words: Words): Words => ({ en: `file name: ${words.en}`, pl: `nazwa pliku: ${words.pl}` }),
  notEditable: {
    en: 'the editor writes only Markdown files of content/{pl,en}/ and content/site.json',
    pl: 'edytor zapisuje tylko pliki Markdown w content/{pl,en}/ i content/site.json',
  },
  notJson: (message: string): Words => ({ en: message, pl: `to nie jest poprawny JSON: ${message}` }),
}

/** The head of the content editor's refusal: the build would fail after this save, so nothing is written. */
export const refusalWords: Words = {
  en: 'Not saved: with this change the site would not build. Nothing was written.',
  pl: 'Nie zapisano: po tej zmianie strona by się nie zbudowała. Nic nie zostało zapisane.',
}
