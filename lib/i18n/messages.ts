import type { Lang } from './langs'

// Interface strings of the site's chrome. Page texts live in content/; form and error texts beside their forms.

/** 1 strona, 2-4 strony (but 12-14 stron), 5+ stron. */
function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one
  const lastTwo = n % 100
  return n % 10 >= 2 && n % 10 <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many
}

const pl = {
  skipToContent: 'Przejdź do treści',
  mainNav: 'Nawigacja główna',
  footerNav: 'Nawigacja w stopce',
  switchTo: 'English',
  switchToLabel: 'Ta strona po angielsku',
  breadcrumbs: 'Jesteś tutaj',
  home: 'Strona główna',
  published: 'Opublikowano',
  author: 'Autor',
  services: 'Nasze usługi',
  latestPosts: 'Najnowsze artykuły',
  allPosts: 'Wszystkie artykuły',
  kscCta: 'Sprawdź gotowość SAP na KSC i NIS2',
  kscCtaText: 'Bezpłatna samoocena: wynik od razu, raport PDF na życzenie.',
  kscCtaButton: 'Rozpocznij ocenę',
  contactCta: 'Porozmawiajmy o Twoim środowisku SAP',
  contactCtaButton: 'Napisz do nas',
  highlights: 'W skrócie',
  jobFacts: 'O stanowisku',
  applyAction: 'Aplikuj',
  getMaterialAction: 'Pobierz PDF',
  location: 'Lokalizacja',
  employment: 'Forma współpracy',
  seniority: 'Poziom',
  questions: 'Pytania rekrutacyjne',
  materialKind: { report: 'Raport', book: 'Przewodnik', analysis: 'Analiza' },
  pagesCount: (n: number) => `${n} ${polishPlural(n, 'strona', 'strony', 'stron')}, PDF`,
  contents: 'Spis treści',
  contentsPage: (page: number) => `s. ${page}`,
  coverAlt: (title: string) => `Okładka: ${title}`,
  materialId: 'Identyfikator materiału w formularzu (materialId)',
  contactDetails: 'Dane kontaktowe',
  email: 'E-mail',
  phone: 'Telefon',
  notFoundTitle: 'Nie znaleziono strony',
  rights: 'Wszelkie prawa zastrzeżone.',
  whatYouGet: 'Co otrzymujesz',
  engagementHeading: 'Jak przebiega współpraca',
  principlesHeading: 'Czym się kierujemy',
  expertiseHeading: 'Obszary kompetencji',
  trustHeading: 'Dlaczego Bastion',
  yearsOnMarket: (n: number) => `${n} ${polishPlural(n, 'rok', 'lata', 'lat')} doświadczenia`,
  teamSize: (n: number) => `${n} ${polishPlural(n, 'specjalista', 'specjalistów', 'specjalistów')} w zespole`,
  certifications: 'Certyfikaty',
  allServices: 'Wszystkie usługi',
  caseStudies: 'Realizacje',
  allCaseStudies: 'Wszystkie realizacje',
  serviceCaseStudies: 'Realizacje w tym obszarze',
  client: 'Klient',
  caseSection: { situation: 'Sytuacja', work: 'Co zrobiliśmy', result: 'Efekt' },
}

export type Messages = typeof pl

const en: Messages = {
  skipToContent: 'Skip to content',
  mainNav: 'Main navigation',
  footerNav: 'Footer navigation',
  switchTo: 'Polski',
  switchToLabel: 'This page in Polish',
  breadcrumbs: 'You are here',
  home: 'Home',
  published: 'Published',
  author: 'Author',
  services: 'Our services',
  latestPosts: 'Latest insights',
  allPosts: 'All insights',
  kscCta: 'Check how ready your SAP is for KSC and NIS2',
  kscCtaText: 'A free self-assessment: an instant result, a PDF report on request.',
  kscCtaButton: 'Start the check',
  contactCta: 'Let us talk about your SAP landscape',
  contactCtaButton: 'Get in touch',
  highlights: 'At a glance',
  jobFacts: 'The position',
  applyAction: 'Apply',
  getMaterialAction: 'Get the PDF',
  location: 'Location',
  employment: 'Contract',
  seniority: 'Level',
  questions: 'Recruitment questions',
  materialKind: { report: 'Report', book: 'Guide', analysis: 'Analysis' },
  pagesCount: (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}, PDF`,
  contents: 'Contents',
  contentsPage: (page: number) => `p. ${page}`,
  coverAlt: (title: string) => `Cover: ${title}`,
  materialId: 'Material id in the form (materialId)',
  contactDetails: 'Contact details',
  email: 'E-mail',
  phone: 'Phone',
  notFoundTitle: 'Page not found',
  rights: 'All rights reserved.',
  whatYouGet: 'What you get',
  engagementHeading: 'How an engagement runs',
  principlesHeading: 'What we stand by',
  expertiseHeading: 'Areas of expertise',
  trustHeading: 'Why Bastion',
  yearsOnMarket: (n: number) => `${n} ${n === 1 ? 'year' : 'years'} in practice`,
  teamSize: (n: number) => `${n} ${n === 1 ? 'specialist' : 'specialists'} on the team`,
  certifications: 'Certifications',
  allServices: 'All services',
  caseStudies: 'Case studies',
  allCaseStudies: 'All case studies',
  serviceCaseStudies: 'Case studies in this area',
  client: 'Client',
  caseSection: { situation: 'Situation', work: 'What we did', result: 'Result' },
}

export const messages: Record<Lang, Messages> = { pl, en }

export function formatDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
