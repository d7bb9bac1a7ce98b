import { Heading, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import type { Lang } from '@/lib/shared/i18n/langs'
import { MailLayout } from './mail-layout'

export interface ConfirmationCopy {
  subject: string
  heading: string
  body: string
  notYou: string
}

/** Repeats nothing the visitor typed, not even a name: else anyone could mail their words to anyone in our name. */
export function ConfirmationMail({
  lang,
  copy,
  children,
}: {
  lang: Lang
  copy: ConfirmationCopy
  children?: ReactNode
}) {
  return (
    <MailLayout lang={lang} preview={copy.subject}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {copy.heading}
      </Heading>
      <Text>{copy.body}</Text>
      {children}
      <Text style={{ color: '#4a5866' }}>{copy.notYou}</Text>
    </MailLayout>
  )
}
