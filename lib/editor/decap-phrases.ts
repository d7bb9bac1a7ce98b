import type { Lang } from '@/lib/i18n/langs'

// Where Decap's generic phrases mislead ("missing required field", "Failed to persist entry:"), plain words.

export const decapPhrases = {
  pl: {
    ui: {
      toast: {
        missingRequiredField: 'Nie zapisano: popraw pola oznaczone na czerwono.',
        onFailToPersist: '%{details}',
      },
    },
    editor: { editorControlPane: { widget: { required: 'To pole jest wymagane.' } } },
  },
  en: {
    ui: {
      toast: {
        missingRequiredField: 'Not saved: correct the fields marked in red.',
        onFailToPersist: '%{details}',
      },
    },
    editor: { editorControlPane: { widget: { required: 'This field is required.' } } },
  },
} satisfies Record<Lang, unknown>

type Phrases = { [key: string]: string | Phrases }

/** Decap's phrases of a language with the editor's own laid over them. */
export function withOwnPhrases(decap: Phrases, own: Phrases): Phrases {
  const merged: Phrases = { ...decap }
  for (const [key, value] of Object.entries(own))
    merged[key] = typeof value === 'string' ? value : withOwnPhrases((decap[key] as Phrases | undefined) ?? {}, value)
  return merged
}
