import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'

const body = { backgroundColor: '#f3f6f8', fontFamily: 'Arial, Helvetica, sans-serif', color: '#15212b' }
const container = { backgroundColor: '#ffffff', padding: '24px 28px', maxWidth: '600px', borderRadius: '6px' }
const brand = { fontSize: '18px', fontWeight: 700, color: '#0b4a66', margin: '0 0 16px' }
const footer = { fontSize: '12px', color: '#4a5866', lineHeight: '18px' }

export function MailLayout({ lang, preview, children }: { lang: Lang; preview: string; children: ReactNode }) {
  const { address } = site
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>{site.brand}</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={footer}>
            {site.legalName}, {address.street}, {address.postalCode} {address.city}, {address.country[lang]} ·{' '}
            {site.email} · {site.phone}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
