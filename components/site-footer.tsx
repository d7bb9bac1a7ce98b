import { SiteLink } from '@/components/site-link'
import { BastionMark } from '@/components/icons'
import { navLinks } from '@/lib/server/domain/content'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

export function SiteFooter({ lang }: { lang: Lang }) {
  const t = messages[lang]
  const links = navLinks(lang, [...site.nav, ...site.footerNav.filter((key) => !site.nav.includes(key))])
  return (
    <footer className="site-footer">
      <div className="wrap footer-inner">
        <p className="footer-brand">
          <BastionMark />
          <span>
            <strong>{site.brand}</strong>
            <br />
            {site.tagline[lang]}
          </span>
        </p>
        <ContactDetails lang={lang} />
        <nav aria-label={t.footerNav}>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href}>{l.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="legal">
          © {new Date().getUTCFullYear()} {site.legalName} {t.rights}
        </p>
      </div>
    </footer>
  )
}

export function ContactDetails({ lang }: { lang: Lang }) {
  const t = messages[lang]
  const { address } = site
  return (
    <address className="contact-details">
      <strong>{site.legalName}</strong>
      <br />
      {address.street}, {address.postalCode} {address.city}, {address.country[lang]}
      <br />
      {t.email}: <a href={`mailto:${site.email}`}>{site.email}</a>
      <br />
      {t.phone}: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
    </address>
  )
}
