import { SiteLink } from '@/components/site-link'
import { ArrowIcon } from '@/components/icons'
import { pageByKey } from '@/lib/server/domain/content'
import type { Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

/** The site's two main actions, side by side: take the KSC check (primary), talk to us. */
export function MainActions({ lang }: { lang: Lang }) {
  const t = messages[lang]
  const check = pageByKey(lang, 'ksc-check')
  const contact = pageByKey(lang, 'contact')
  return (
    <p className="actions">
      {check && (
        <SiteLink className="button button-primary" href={check.path}>
          {t.kscCtaButton}
          <ArrowIcon />
        </SiteLink>
      )}
      {contact && (
        <SiteLink className="button button-secondary" href={contact.path}>
          {t.contactCtaButton}
        </SiteLink>
      )}
    </p>
  )
}
