import type { ContactRequest } from '@/lib/shared/contracts/contact'
import type { Lang } from './langs'

/** Names of the contact form's areas, for the form and for the mail to sales. */
export const areaLabels: Record<Lang, Record<ContactRequest['area'], string>> = {
  pl: {
    sap: 'Bezpieczeństwo i technologia SAP',
    automation: 'Inteligentna automatyzacja i AI',
    'custom-dev': 'Oprogramowanie na zamówienie i dane',
    advisory: 'Doradztwo i integracja IT',
    career: 'Kariera',
    general: 'Konsultacja ogólna',
  },
  en: {
    sap: 'SAP security and technology',
    automation: 'Intelligent automation and AI',
    'custom-dev': 'Custom development and data',
    advisory: 'Advisory and IT integration',
    career: 'Careers',
    general: 'General consultation',
  },
}
