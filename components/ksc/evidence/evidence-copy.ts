import type { ExportProblem } from '@/lib/sap-exports/export-error'
import { EXPORT_LIMITS } from '@/lib/sap-exports/limits'
import type { Lang } from '@/lib/i18n/langs'

const mb = EXPORT_LIMITS.bytes / 1024 / 1024
const rows = (lang: Lang) => EXPORT_LIMITS.rows.toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB')

const expected = {
  pl: 'listy użytkowników z SUIM/RSUSR002 lub SE16 (USR02, UST04), parametrów z RSPARAM, not z System Recommendations albo mandantów z SCC4/SE16 (T000), zapisanej jako „niekonwertowany”, „tekst z tabulatorami” albo XLSX',
  en: 'a user list from SUIM/RSUSR002 or SE16 (USR02, UST04), parameters from RSPARAM, notes from System Recommendations or clients from SCC4/SE16 (T000), saved as "unconverted", "text with tabs" or XLSX',
}

export const evidenceCopy = {
  pl: {
    heading: 'Dowody z SAP (opcjonalnie)',
    meta: 'Zamiast deklaracji: odpowiedzi z eksportów, które zespół Basis pobiera w kilka minut.',
    intro:
      'Dodaj eksporty z SAP, a część pytań odpowie się sama, z faktów. Pliki czyta Twoja przeglądarka: nic nie jest wysyłane, a nazwy użytkowników i wartości parametrów nie opuszczają tej karty. Do nas trafiają tylko odpowiedzi i liczby, na których się opierają. Bez plików kwestionariusz działa jak zwykle.',
    kinds: [
      'SUIM: Użytkownicy według złożonych kryteriów (RSUSR002), wybór po profilu SAP_ALL lub SAP_NEW; albo SE16: USR02 i UST04',
      'SA38, RSPARAM: parametry profilu (hasła, SAP*, Security Audit Log, SNC, bramka, wylogowanie)',
      'System Recommendations: brakujące noty z priorytetem i datą wydania',
      'SCC4 lub SE16, T000: ustawienia zmian mandantów',
    ],
    formats: `Formaty: „niekonwertowany” (lista w ramkach |), „tekst z tabulatorami” i XLSX; tytuły kolumn po polsku, angielsku, niemiecku albo techniczne. Do ${mb} MB i ${rows('pl')} wierszy na plik, do ${EXPORT_LIMITS.files} plików.`,
    choose: 'Dodaj eksporty',
    sample: 'Spróbuj na przykładowych eksportach',
    reading: 'Czytam…',
    read: (rows: number) => `odczytano ${rows.toLocaleString('pl-PL')} ${rows === 1 ? 'wiersz' : 'wierszy'}`,
    remove: (name: string) => `Usuń ${name}`,
    selection: 'Po jakim profilu RSUSR002 wybrał tych użytkowników?',
    selectionNone: 'bez wyboru po profilu',
    cycle: 'Wasz cykl wdrażania not HotNews i o wysokim priorytecie (dni)',
    formats_: { unconverted: 'niekonwertowany', tabbed: 'tekst z tabulatorami', xlsx: 'XLSX' },
    problems: {
      'too-large': `Plik jest większy niż ${mb} MB. Wyeksportuj węższy wybór (np. jeden mandant lub tylko potrzebne kolumny).`,
      'not-a-table': `To nie wygląda na eksport listy z SAP. Oczekujemy: ${expected.pl}.`,
      'unknown-report': `Nie rozpoznajemy tego raportu po tytułach kolumn. Oczekujemy: ${expected.pl}.`,
      truncated:
        'Eksport jest ucięty lub uszkodzony (wiersze bez ramki lub urwany plik). Zapisz listę ponownie i dodaj cały plik.',
      'too-many-rows': `Eksport ma więcej niż ${rows('pl')} wierszy. Zawęź wybór (np. tylko użytkownicy z SAP_ALL).`,
      'too-many-columns': `Eksport ma więcej niż ${EXPORT_LIMITS.columns} kolumn. Zapisz listę z potrzebnymi kolumnami.`,
      empty: 'Plik jest pusty.',
      'too-many-files': `Można dodać najwyżej ${EXPORT_LIMITS.files} plików. Usuń któryś, zanim dodasz następny.`,
    } satisfies Record<ExportProblem, string>,
    measuredFrom: (files: string) => `Zmierzone z: ${files}.`,
    auditCaveat:
      'Od SAP_BASIS 7.40 ustawienia w RSAU_CONFIG (zakładka parametrów jądra) zastępują rsau/*; sprawdź je, jeśli się różnią.',
    editable: 'Możesz zmienić odpowiedź.',
  },
  en: {
    heading: 'Evidence from SAP (optional)',
    meta: 'Instead of beliefs: answers from the exports your Basis team pulls in minutes.',
    intro:
      'Add exports from SAP and some questions answer themselves, from facts. Your browser reads the files: nothing is uploaded, and user names and parameter values never leave this tab. Only the answers and the counts behind them reach us. Without files the questionnaire works as usual.',
    kinds: [
      'SUIM: Users by Complex Selection Criteria (RSUSR002), selected by profile SAP_ALL or SAP_NEW; or SE16: USR02 and UST04',
      'SA38, RSPARAM: profile parameters (passwords, SAP*, Security Audit Log, SNC, gateway, logout)',
      'System Recommendations: missing notes with priority and release date',
      'SCC4 or SE16, T000: client change settings',
    ],
    formats: `Formats: "unconverted" (the |-framed list), "text with tabs" and XLSX; column titles in English, German, Polish or technical. Up to ${mb} MB and ${rows('en')} rows a file, up to ${EXPORT_LIMITS.files} files.`,
    choose: 'Add exports',
    sample: 'Try it with sample exports',
    reading: 'Reading…',
    read: (rows: number) => `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row' : 'rows'} read`,
    remove: (name: string) => `Remove ${name}`,
    selection: 'Which profile did RSUSR002 select these users by?',
    selectionNone: 'not selected by profile',
    cycle: 'Your cycle for HotNews and high-priority notes (days)',
    formats_: { unconverted: 'unconverted', tabbed: 'text with tabs', xlsx: 'XLSX' },
    problems: {
      'too-large': `The file is larger than ${mb} MB. Export a narrower selection (e.g. one client, or only the columns needed).`,
      'not-a-table': `This does not look like a list exported from SAP. Expected: ${expected.en}.`,
      'unknown-report': `We do not recognise this report by its column titles. Expected: ${expected.en}.`,
      truncated:
        'The export is cut off or damaged (rows without their frame, or the file ends early). Save the list again and add the whole file.',
      'too-many-rows': `The export has more than ${rows('en')} rows. Narrow the selection (e.g. only users with SAP_ALL).`,
      'too-many-columns': `The export has more than ${EXPORT_LIMITS.columns} columns. Save the list with the columns needed.`,
      empty: 'The file is empty.',
      'too-many-files': `At most ${EXPORT_LIMITS.files} files. Remove one before adding another.`,
    } satisfies Record<ExportProblem, string>,
    measuredFrom: (files: string) => `Measured from: ${files}.`,
    auditCaveat:
      'Since SAP_BASIS 7.40 the settings in RSAU_CONFIG (its kernel parameters tab) override rsau/*; check them if they differ.',
    editable: 'You can change the answer.',
  },
} satisfies Record<Lang, Record<string, unknown>>

export type EvidenceCopy = (typeof evidenceCopy)['pl']
