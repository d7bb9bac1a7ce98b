import { Heading, Link, Text } from '@react-email/components'
import type { ContactRequest } from '@/lib/shared/contracts/contact'
import { areaLabels } from '@/lib/shared/i18n/areas'
import { MailLayout } from './mail-layout'
import { MailRows } from './mail-rows'

/** To the sales team (in Polish, the team's language): every field of the enquiry, each value escaped by React. */
export function ContactNotification({
  enquiry,
  page,
  receivedAt,
}: {
  enquiry: ContactRequest
  page?: string
  receivedAt: Date
}) {
  const rows: [string, string | undefined][] = [
    ['Imię i nazwisko', `${enquiry.firstName} ${enquiry.lastName}`],
    ['Firma', enquiry.company],
    ['Stanowisko', enquiry.role],
    ['E-mail', enquiry.email],
    ['Telefon', enquiry.phone],
    ['Obszar', areaLabels.pl[enquiry.area]],
    ['Język formularza', enquiry.lang],
    ['Zgoda marketingowa', enquiry.marketing ? 'tak' : 'nie'],
    ['Wysłano ze strony', page],
    ['Otrzymano', receivedAt.toISOString()],
  ]
  return (
    <MailLayout lang="pl" preview={`Nowe zapytanie: ${enquiry.company}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Nowe zapytanie z formularza kontaktowego
      </Heading>
      <MailRows rows={rows} />
      <Heading as="h2" style={{ fontSize: '16px', marginTop: '20px' }}>
        Wiadomość
      </Heading>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{enquiry.message ?? '(brak treści)'}</Text>
      <Text>
        Odpowiedz na ten e-mail, aby napisać do <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>.
      </Text>
    </MailLayout>
  )
}
