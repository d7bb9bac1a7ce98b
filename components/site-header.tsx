import { SiteLink } from '@/components/site-link'
import { BastionMark } from '@/components/icons'
import { navLinks } from '@/lib/server/domain/content'
import { site } from '@/lib/shared/content/site'
import { langRoot, otherLang, type Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

interface Props {
  lang: Lang
  /** Path of the current page, to mark its navigation entry. */
  currentPath?: string
  /** The same page in the other language; without one, the switch leads to the other language's home, and says so. */
  switchHref?: string
}

export function SiteHeader({ lang, currentPath, switchHref }: Props) {
  const t = messages[lang]
  const entries = navLinks(lang, site.nav)
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="wrap header-inner">
        <SiteLink className="brand" href={langRoot(lang)}>
          <BastionMark />
          <span className="brand-text">
            {site.brand}
            <span className="brand-tagline">{site.tagline[lang]}</span>
          </span>
        </SiteLink>
        <nav aria-label={t.mainNav} className="main-nav">
          <ul>
            {entries.map((e) => (
              <li key={e.href}>
                <SiteLink href={e.href} aria-current={currentPath?.startsWith(e.href) ? 'page' : undefined}>
                  {e.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          className="lang-switch"
          href={switchHref ?? langRoot(otherLang(lang))}
          hrefLang={otherLang(lang)}
          lang={otherLang(lang)}
          title={switchHref ? t.switchToLabel : t.switchToHomeLabel}
        >
          <span aria-hidden="true">{otherLang(lang).toUpperCase()}</span>
          <span className="visually-hidden">{t.switchTo}</span>
        </a>
      </div>
    </header>
  )
}
