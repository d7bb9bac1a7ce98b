import type { Lang } from '@/lib/shared/i18n/langs'

// Decap's own words, as its locale (decap-cms-locales) has them, with the editor's laid over them: plain words where
// Decap's mislead ("missing required field", "Failed to persist entry:"), and Polish for every phrase its Polish
// lacks (Decap falls back to English there: "Account options dropdown", "Set date to now", "Expand"). The dates are
// days, so "now" is today; the new-document button's plus is one every font has (Decap's "＋" is U+FF0B, a box in
// fonts without it).

export const decapPhrases = {
  pl: {
    auth: { loginWithForgejo: 'Zaloguj przez Forgejo' },
    collection: {
      collectionTop: {
        newButton: '+ %{collectionLabel}',
        viewAsList: 'Widok listy',
        viewAsGrid: 'Widok kafelków',
        // Decap's Polish says "Search results for" as an order: "Wyszukaj wyniki dla".
        searchResults: 'Wyniki wyszukiwania „%{searchTerm}”',
        searchResultsInCollection: 'Wyniki wyszukiwania „%{searchTerm}” w zbiorze %{collection}',
      },
      entries: { unpublishedHeader: 'Nieopublikowane pozycje' },
    },
    editor: {
      editorControl: { field: { widgetLabel: 'Pole formularza' } },
      editorControlPane: {
        widget: { required: 'To pole jest wymagane.' },
        i18n: {
          copyFromLocale: 'Wypełnij z innej wersji językowej',
          copyFromLocaleConfirm: 'Wypełnić danymi z wersji %{locale}?\nCała obecna treść zostanie zastąpiona.',
        },
      },
      editorInterface: { toggleNotes: 'Pokaż lub ukryj notatki' },
      editorNotesPane: {
        title: 'Notatki',
        emptyState: 'Nie ma jeszcze notatek. Dodaj pierwszą poniżej.',
        addNote: 'Dodaj notatkę',
        addPlaceholder: 'Dodaj notatkę…',
        editPlaceholder: 'Popraw notatkę…',
        save: 'Zapisz',
        cancel: 'Anuluj',
        edit: 'Popraw',
        delete: 'Usuń',
        resolve: 'Oznacz jako załatwioną',
        unresolve: 'Oznacz jako otwartą',
        confirmDelete: 'Na pewno usunąć tę notatkę?',
        shortcut: 'Ctrl+Enter dodaje notatkę od razu.',
      },
      editorWidgets: {
        markdown: {
          strikethrough: 'Przekreślenie',
          toggleMode: { rich: 'Przełącz na tekst sformatowany', markdown: 'Przełącz na Markdown' },
        },
        image: {
          chooseMultiple: 'Wybierz zdjęcia',
          addMore: 'Dodaj więcej zdjęć',
          removeAll: 'Usuń wszystkie zdjęcia',
        },
        file: { chooseMultiple: 'Wybierz pliki', addMore: 'Dodaj więcej plików', removeAll: 'Usuń wszystkie pliki' },
        datetime: { now: 'Dziś', setToNow: 'Wstaw dzisiejszą datę' },
        object: { expand: 'Rozwiń', collapse: 'Zwiń' },
        // Decap puts a list item's name, lowercased, after the verb in the nominative: "Dodaj usługa". After a
        // colon it is a label, right for every noun's gender.
        list: { add: 'Dodaj: %{item}', addType: 'Dodaj: %{item}' },
      },
    },
    mediaLibrary: { mediaLibraryModal: { close: 'Zamknij' } },
    ui: {
      settingsDropdown: { account: 'Menu konta' },
      toast: {
        missingRequiredField: 'Nie zapisano: popraw pola oznaczone na czerwono.',
        onFailToPersist: '%{details}',
        noteAdded: 'Dodano notatkę',
        onFailToAddNote: 'Nie udało się dodać notatki: %{details}',
        noteUpdated: 'Zmieniono notatkę',
        onFailToUpdateNote: 'Nie udało się zmienić notatki: %{details}',
        noteDeleted: 'Usunięto notatkę',
        onFailToDeleteNote: 'Nie udało się usunąć notatki: %{details}',
        noteResolved: 'Notatka załatwiona',
        noteReopened: 'Notatka znów otwarta',
        onFailToToggleNote: 'Nie udało się zmienić stanu notatki: %{details}',
      },
    },
  },
  en: {
    collection: { collectionTop: { newButton: '+ %{collectionLabel}' } },
    editor: {
      editorControl: { field: { widgetLabel: 'Form field' } },
      editorControlPane: { widget: { required: 'This field is required.' } },
      editorWidgets: { datetime: { now: 'Today', setToNow: 'Set to today' } },
    },
    ui: {
      toast: {
        missingRequiredField: 'Not saved: correct the fields marked in red.',
        onFailToPersist: '%{details}',
      },
    },
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
