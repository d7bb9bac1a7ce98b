import type { Lang } from '@/lib/shared/i18n/langs'

const words = {
  pl: 'Podgląd pojawi się, gdy pola będą poprawne:',
  en: 'The preview shows once the fields are right:',
} satisfies Record<Lang, string>

/** What the preview says while the draft is not yet a page the build would take. */
export function DraftProblems({ lang, problems }: { lang: Lang; problems: string[] }) {
  return (
    <main id="main" className="wrap" lang={lang}>
      <p>{words[lang]}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  )
}
