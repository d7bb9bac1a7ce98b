import { Heading, Link, Text } from '@react-email/components'
import { CONSENT_VERSION } from '@/lib/shared/i18n/consents'
import { applicantName } from '@/lib/server/domain/recruitment/applicant-names'
import type { CheckedApplication } from '@/lib/server/domain/recruitment/checked-application'
import type { OfferForRecruiters } from '@/lib/server/domain/recruitment/job-offer'
import { MailLayout } from './mail-layout'
import { MailRows } from './mail-rows'

interface Props {
  application: CheckedApplication
  offer?: OfferForRecruiters
  attachment?: string
  receivedAt: Date
}

/** To the recruitment team (in Polish): every answer, the offer and its questions, each value escaped by React. */
export function ApplicationNotification({ application: a, offer, attachment, receivedAt }: Props) {
  const rows: [string, string | undefined][] = [
    ['Stanowisko', offer?.title ?? a.rola ?? '(nie podano)'],
    ['Imię i nazwisko', applicantName(a)],
    ['E-mail', a.email],
    ['Telefon', a.phone],
    ['LinkedIn', a.linkedin],
    ['Okres wypowiedzenia / dostępność', a.notice],
    ['CV', attachment ? `w załączniku (${attachment})` : 'nie załączono'],
    ['Język formularza', a.lang],
    ['Zgoda na przetwarzanie w rekrutacji', `tak (treść zgody w wersji ${CONSENT_VERSION})`],
    ['Oferta', offer?.url],
    ['Otrzymano', receivedAt.toISOString()],
  ]
  const answers = [a.q1, a.q2, a.q3]
  return (
    <MailLayout lang="pl" preview={`Nowa aplikacja: ${rows[0]![1]}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Nowa aplikacja z formularza rekrutacyjnego
      </Heading>
      <MailRows rows={rows} />
      {answers.map((answer, i) => (
        <div key={i}>
          <Heading as="h2" style={{ fontSize: '16px', marginTop: '20px' }}>
            {offer ? `${i + 1}. ${offer.questions[i]}` : `Pytanie ${i + 1}`}
          </Heading>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{answer}</Text>
        </div>
      ))}
      <Text>
        Odpowiedz na ten e-mail, aby napisać do <Link href={`mailto:${a.email}`}>{a.email}</Link>. Dane kandydata nie
        trafiają do CRM.
      </Text>
    </MailLayout>
  )
}
