import { describe, expect, test } from 'vitest'
import { editorCollections } from '@/lib/browser/editor/collections'
import { decapPhrases, withOwnPhrases } from '@/lib/browser/editor/decap-phrases'
import { langs } from '@/lib/shared/i18n/langs'
import { decapLocale, phraseList } from '../support/decap-locale'

// Decap's own words in the editor: every phrase Decap can show has the editor's language's words (Decap falls back
// to English for a phrase its locale lacks), in characters any font draws.

const decap = { en: await decapLocale('en'), pl: await decapLocale('pl') }
const editor = { en: withOwnPhrases(decap.en, decapPhrases.en), pl: withOwnPhrases(decap.pl, decapPhrases.pl) }

/** Words the same in both languages. */
const SAME_IN_POLISH = new Set(['Link', 'Markdown', 'Status: %{status}', '%{details}', '%{date}', 'MMMM D'])

/** Latin letters (Polish ones among them) and the punctuation the editor writes (– … „ ” ·): what every font has. */
const DRAWN_BY_ANY_FONT = /^[\u0000-\u024f\u2010-\u2026]*$/

test('every phrase Decap has in English has Polish words in the Polish editor', () => {
  const polish = new Map(phraseList(editor.pl))
  const untranslated = phraseList(decap.en).filter(
    ([key, english]) => !polish.has(key) || (polish.get(key) === english && !SAME_IN_POLISH.has(english)),
  )
  expect(untranslated).toEqual([])
  // The ones that fell back to English before the editor's own words.
  expect(polish.get('ui.settingsDropdown.account')).toBe('Menu konta')
  expect(polish.get('editor.editorWidgets.datetime.setToNow')).toBe('Wstaw dzisiejszą datę')
})

test('a list item’s name stands after a colon, not as the object of "Dodaj" in the nominative ("Dodaj usługa")', () => {
  const polish = new Map(phraseList(editor.pl))
  for (const key of ['editor.editorWidgets.list.add', 'editor.editorWidgets.list.addType'])
    expect(polish.get(key), key).toBe('Dodaj: %{item}')
})

describe.each(langs)('in the %s editor', (lang) => {
  test('every phrase is in characters any font draws (no "＋", U+FF0B)', () => {
    expect(phraseList(editor[lang]).filter(([, phrase]) => !DRAWN_BY_ANY_FONT.test(phrase))).toEqual([])
    expect(phraseList(editor[lang])).toContainEqual(['collection.collectionTop.newButton', '+ %{collectionLabel}'])
  })

  test('a collection’s names: one pair of brackets at most, in characters any font draws', () => {
    for (const collection of editorCollections(lang)) {
      const names = [collection.label, 'label_singular' in collection ? collection.label_singular : '']
      for (const name of names) {
        expect(name, collection.name).toMatch(DRAWN_BY_ANY_FONT)
        expect(name.match(/\(/g)?.length ?? 0, name).toBeLessThanOrEqual(1)
      }
    }
  })
})
