import type { Lang } from '@/lib/shared/i18n/langs'

// Labels, hints, item names and option words per field; tests/unit/editor-rules.test.ts fails on a field without them.

export interface FieldWords {
  label: string
  hint?: string
  /** One item of a list: "Tag", "Pytanie". */
  item?: string
  /** A choice's options, by value. */
  options?: Record<string, string>
}

const collectionsPl = {
  services: 'Usługi',
  posts: 'Artykuły',
  jobs: 'Oferty pracy',
  materials: 'Materiały',
  cases: 'Realizacje',
}
const collectionsEn = {
  services: 'Services',
  posts: 'Articles',
  jobs: 'Job offers',
  materials: 'Materials',
  cases: 'Case studies',
}

const pl: Record<string, FieldWords> = {
  title: { label: 'Tytuł', hint: 'Nagłówek strony i tytuł w wynikach wyszukiwania.' },
  description: {
    label: 'Opis',
    hint: 'Jedno lub dwa zdania (50–200 znaków): lead pod tytułem i opis w wynikach wyszukiwania.',
  },
  slug: {
    label: 'Adres (slug)',
    hint: 'Końcówka adresu strony: małe litery bez polskich znaków, cyfry i łączniki. Dla nowej strony proponowany z tytułu; zmiana adresu opublikowanej strony psuje linki do niej.',
  },
  navLabel: { label: 'Nazwa w menu', hint: 'Krótsza nazwa strony w menu i okruszkach; pusta: tytuł.' },
  lists: {
    label: 'Lista na tej stronie',
    hint: 'Strona, która wyświetla listę wpisów danego rodzaju (i jest ich adresem nadrzędnym).',
    options: collectionsPl,
  },
  form: {
    label: 'Formularz na stronie',
    options: { contact: 'Formularz kontaktowy', 'ksc-check': 'Ocena gotowości KSC / NIS2' },
  },
  noindex: { label: 'Ukryj przed wyszukiwarkami' },
  updated: {
    label: 'Data aktualizacji',
    hint: 'Kiedy treść ostatnio zmieniła się merytorycznie (nie za każdą poprawkę literówki).',
  },
  order: { label: 'Kolejność', hint: 'Miejsce na liście: 1 jest pierwsze.' },
  area: {
    label: 'Obszar',
    options: {
      sap: 'Bezpieczeństwo SAP',
      automation: 'Automatyzacja i AI',
      'custom-dev': 'Oprogramowanie na zamówienie',
      advisory: 'Doradztwo i integracja',
    },
  },
  highlights: { label: 'W skrócie', item: 'Punkt' },
  deliverables: { label: 'Co otrzymuje klient', item: 'Rezultat' },
  date: { label: 'Data publikacji' },
  author: { label: 'Autor', hint: 'Imię, nazwisko i rola, np. „Jan Kowalski, SAP Security Consultant”.' },
  tags: { label: 'Tagi', item: 'Tag' },
  location: { label: 'Lokalizacja' },
  employment: { label: 'Forma współpracy', hint: 'Np. „B2B lub umowa o pracę”.' },
  seniority: { label: 'Poziom', hint: 'Np. „Mid / Senior”.' },
  questions: {
    label: 'Pytania rekrutacyjne',
    hint: 'Dokładnie trzy pytania; kandydat odpowiada na nie w formularzu.',
    item: 'Pytanie',
  },
  kind: { label: 'Rodzaj', options: { report: 'Raport', book: 'Przewodnik', analysis: 'Analiza' } },
  client: {
    label: 'Klient',
    hint: 'Bez nazwy firmy: branża i krajobraz SAP, np. „Producent z branży spożywczej na SAP S/4HANA”.',
  },
  services: {
    label: 'Usługi',
    hint: 'Nazwy plików usług (np. sap-security), z których korzystał projekt; ich strony linkują do tej realizacji.',
    item: 'Usługa',
  },
  situation: { label: 'Sytuacja', hint: 'Co zastaliśmy: co najmniej 200 znaków.' },
  work: { label: 'Co zrobiliśmy', hint: 'Co najmniej 200 znaków.' },
  result: { label: 'Rezultat', hint: 'Opisz efekt zamiast podawać liczby, których nie da się potwierdzić.' },
  brand: { label: 'Marka' },
  legalName: { label: 'Pełna nazwa firmy' },
  tagline: { label: 'Hasło pod marką' },
  address: { label: 'Adres siedziby' },
  street: { label: 'Ulica i numer' },
  postalCode: { label: 'Kod pocztowy' },
  city: { label: 'Miasto' },
  country: { label: 'Kraj' },
  email: { label: 'E-mail kontaktowy' },
  careersEmail: { label: 'E-mail rekrutacji' },
  privacyEmail: { label: 'E-mail w sprawach danych osobowych' },
  phone: { label: 'Telefon', hint: 'Cyfry i spacje, na początku może być +.' },
  nav: { label: 'Menu główne', hint: 'Nazwy plików stron (content/…/pages), w kolejności.', item: 'Strona' },
  footerNav: { label: 'Menu w stopce', item: 'Strona' },
  facts: { label: 'Fakty o firmie' },
  foundedYear: { label: 'Rok założenia', hint: 'Strony pokazują liczbę lat, obliczoną; puste: nie pokazują.' },
  teamSize: { label: 'Liczba osób w zespole', hint: 'Puste: strony jej nie pokazują.' },
  certifications: { label: 'Certyfikaty', hint: 'Dokładne nazwy certyfikatów, które posiadamy.', item: 'Certyfikat' },
  expertise: { label: 'Obszary kompetencji', item: 'Obszar' },
  principles: { label: 'Czym się kierujemy', item: 'Zasada' },
  engagement: { label: 'Jak przebiega współpraca', item: 'Krok' },
  text: { label: 'Tekst' },
  pl: { label: 'Po polsku', item: 'Pozycja' },
  en: { label: 'Po angielsku', item: 'Pozycja' },
}

const en: Record<string, FieldWords> = {
  title: { label: 'Title', hint: 'The page’s heading, and its title in search results.' },
  description: {
    label: 'Description',
    hint: 'One or two sentences (50–200 characters): the lead under the title and the description in search results.',
  },
  slug: {
    label: 'Address (slug)',
    hint: 'The end of the page’s address: lowercase letters, digits and hyphens. Suggested from the title for a new page; changing a published page’s address breaks the links to it.',
  },
  navLabel: { label: 'Name in the menu', hint: 'A shorter name in the menu and breadcrumbs; empty: the title.' },
  lists: {
    label: 'List on this page',
    hint: 'The page that lists the entries of a kind (and is the start of their addresses).',
    options: collectionsEn,
  },
  form: {
    label: 'Form on the page',
    options: { contact: 'Contact form', 'ksc-check': 'KSC / NIS2 readiness check' },
  },
  noindex: { label: 'Hide from search engines' },
  updated: {
    label: 'Date updated',
    hint: 'When the text last changed in substance (not for every typo fixed).',
  },
  order: { label: 'Order', hint: 'Place in the list: 1 comes first.' },
  area: {
    label: 'Area',
    options: {
      sap: 'SAP security',
      automation: 'Automation and AI',
      'custom-dev': 'Custom development',
      advisory: 'Advisory and integration',
    },
  },
  highlights: { label: 'In short', item: 'Point' },
  deliverables: { label: 'What the client gets', item: 'Deliverable' },
  date: { label: 'Date published' },
  author: { label: 'Author', hint: 'Name and role, e.g. “Jane Smith, SAP Security Consultant”.' },
  tags: { label: 'Tags', item: 'Tag' },
  location: { label: 'Location' },
  employment: { label: 'Employment', hint: 'E.g. “B2B contract or employment”.' },
  seniority: { label: 'Seniority', hint: 'E.g. “Mid / Senior”.' },
  questions: {
    label: 'Recruitment questions',
    hint: 'Exactly three questions; the candidate answers them in the form.',
    item: 'Question',
  },
  kind: { label: 'Kind', options: { report: 'Report', book: 'Guide', analysis: 'Analysis' } },
  client: {
    label: 'Client',
    hint: 'No company name: the sector and the SAP landscape, e.g. “A food manufacturer on SAP S/4HANA”.',
  },
  services: {
    label: 'Services',
    hint: 'File names of the services (e.g. sap-security) the engagement drew on; their pages link to this case.',
    item: 'Service',
  },
  situation: { label: 'Situation', hint: 'What we found: at least 200 characters.' },
  work: { label: 'What we did', hint: 'At least 200 characters.' },
  result: { label: 'Result', hint: 'Describe the effect rather than quote figures nobody can confirm.' },
  brand: { label: 'Brand' },
  legalName: { label: 'Company’s legal name' },
  tagline: { label: 'Tagline under the brand' },
  address: { label: 'Registered address' },
  street: { label: 'Street and number' },
  postalCode: { label: 'Postal code' },
  city: { label: 'City' },
  country: { label: 'Country' },
  email: { label: 'Contact e-mail' },
  careersEmail: { label: 'Recruitment e-mail' },
  privacyEmail: { label: 'Personal data e-mail' },
  phone: { label: 'Phone', hint: 'Digits and spaces, optionally after +.' },
  nav: { label: 'Main menu', hint: 'File names of pages (content/…/pages), in order.', item: 'Page' },
  footerNav: { label: 'Footer menu', item: 'Page' },
  facts: { label: 'Company facts' },
  foundedYear: { label: 'Year founded', hint: 'Pages show the years since, computed; empty: they do not.' },
  teamSize: { label: 'People in the team', hint: 'Empty: pages do not show it.' },
  certifications: { label: 'Certifications', hint: 'The exact names of certificates held.', item: 'Certificate' },
  expertise: { label: 'Areas of expertise', item: 'Area' },
  principles: { label: 'Our principles', item: 'Principle' },
  engagement: { label: 'How an engagement runs', item: 'Step' },
  text: { label: 'Text' },
  pl: { label: 'In Polish', item: 'Item' },
  en: { label: 'In English', item: 'Item' },
}

export const fieldWords: Record<Lang, Record<string, FieldWords>> = { pl, en }
