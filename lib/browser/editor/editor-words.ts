import type { Lang } from '@/lib/shared/i18n/langs'

// The words of the editor's own controls (what Decap's locale does not cover), in both languages.

export const editorWords = {
  pl: {
    required: '(wymagane)',
    item: 'Pozycja',
    heading: 'Nagłówek',
    subheading: 'Podtytuł',
    bold: 'Pogrubienie',
    italic: 'Kursywa',
    bulletList: 'Lista',
    numberedList: 'Lista numerowana',
    linkToPage: 'Link do strony serwisu…',
    externalLink: 'Link do innej witryny',
    linkText: 'tekst linku',
    toolbar: 'Formatowanie tekstu',
    markdownHint:
      'Tekst w Markdown: przyciski powyżej wstawiają nagłówki, pogrubienia, listy i linki. Link do strony serwisu wybierz z listy: adres musi istnieć.',
    openPair: (lang: string) => `Otwórz wersję ${lang}`,
    writePair: (lang: string) => `Napisz wersję ${lang}`,
  },
  en: {
    required: '(required)',
    item: 'Item',
    heading: 'Heading',
    subheading: 'Subheading',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'List',
    numberedList: 'Numbered list',
    linkToPage: 'Link to a page of the site…',
    externalLink: 'Link to another website',
    linkText: 'link text',
    toolbar: 'Text formatting',
    markdownHint:
      'Text in Markdown: the buttons above insert headings, bold, lists and links. Choose a link to a page of the site from the list: the address must exist.',
    openPair: (lang: string) => `Open the ${lang} version`,
    writePair: (lang: string) => `Write the ${lang} version`,
  },
} satisfies Record<Lang, Record<string, unknown>>
