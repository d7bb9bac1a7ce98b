import { expect, it } from 'vitest'
import { polishPlural } from '@/lib/shared/i18n/polish-plural'

it.each([
  [1, 'strona'],
  [2, 'strony'],
  [4, 'strony'],
  [5, 'stron'],
  [12, 'stron'],
  [14, 'stron'],
  [22, 'strony'],
  [112, 'stron'],
  [0, 'stron'],
])('%i %s', (n, word) => {
  expect(polishPlural(n, 'strona', 'strony', 'stron')).toBe(word)
})
