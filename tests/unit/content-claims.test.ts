import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Content is true: facts about the company that nobody can source (a founding year, a head count, certificates, client
// or project counts, percentages of clients) are described instead of quoted, and come back only through
// content/site.json's `facts` once the business fills them in. This scans every text a visitor reads for such claims.
// The patterns are narrow on purpose: the law (articles, dates, fines, thresholds in people) and SAP's own facts
// (certificates in STRUST, a certification a job asks for) are not claims about us.

/** A pattern matched as whole words: `\b` does not see Polish letters, so the edges are letters and digits. */
const words = (source: string) => new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'iu')

/** A line that speaks about the company: "we", "our", the brand, or a Polish first person ("jesteśmy", "nasz zespół"). */
const aboutUs = words(String.raw`we|we're|our|ours|us|bastion|my|nas|nam|nasi|nasz\p{L}*|firm[aęy]|\p{L}+śmy`)

const year = String.raw`(?:19|20)\d\d`
const rules: { claim: string; pattern: RegExp; onlyAboutUs: boolean }[] = [
  {
    claim: 'a founding year',
    pattern: words(String.raw`(?:since|founded in|established in|started in)\s+${year}`),
    onlyAboutUs: true,
  },
  { claim: 'a founding year', pattern: words(String.raw`od\s+${year}\s*(?:r\.|roku)`), onlyAboutUs: true },
  {
    claim: 'a founding year',
    pattern: words(String.raw`(?:założ|powsta|zaczyna|zaczę)\p{L}*(?:\s+\p{L}+){0,3}\s+w\s+${year}`),
    onlyAboutUs: true,
  },
  {
    claim: 'a head count',
    pattern: words(
      String.raw`(?:about|around|over|more than|nearly|almost|some)\s+\d+\s+(?:people|specialists|consultants|experts|employees|engineers)`,
    ),
    onlyAboutUs: false,
  },
  {
    claim: 'a head count',
    pattern: words(String.raw`(?:team of|we are)\s+(?:about\s+|around\s+|over\s+|more than\s+|some\s+)?\d+`),
    onlyAboutUs: false,
  },
  {
    claim: 'a head count',
    pattern: words(
      String.raw`(?:około|ok\.|ponad|blisko|prawie)\s+\d+\s+(?:osób|specjalistów|konsultantów|ekspertów|pracowników|inżynierów)`,
    ),
    onlyAboutUs: false,
  },
  {
    claim: 'a head count',
    pattern: words(String.raw`(?:jest nas|zespół(?:\s+liczący)?)\s+(?:około\s+|ponad\s+|blisko\s+)?\d+`),
    onlyAboutUs: false,
  },
  {
    claim: 'a certificate',
    pattern: words(
      String.raw`certified\s+(?:to|against|under)\s+ISO|ISO(?:/IEC)?\s*27001[- ]certified|SAP[- ]certified`,
    ),
    onlyAboutUs: true,
  },
  {
    claim: 'a certificate',
    pattern: words(
      String.raw`(?:hold|holds|have|has)\s+(?:\p{L}+\s+){0,2}certifications?|our\s+certificat(?:e|es|ion|ions)`,
    ),
    onlyAboutUs: true,
  },
  {
    claim: 'a certificate',
    pattern: words(
      String.raw`certyfikowan\p{L}*\s+(?:na zgodność z\s+)?ISO|z certyfikatem ISO|(?:mamy|posiadamy|mają)\s+(?:\p{L}+\s+){0,2}certyfikat\p{L}*|udostępniamy\s+(?:nasz\p{L}*\s+)?certyfikat\p{L}*`,
    ),
    onlyAboutUs: true,
  },
  {
    claim: 'years in the market',
    pattern: words(
      String.raw`(?<!least\s)\d+\+?\s+years?\s+(?:of experience|in (?:the )?(?:market|business))|(?<!najmniej\s)\d+\+?\s+lat\s+(?:doświadczenia|na rynku|w branży)`,
    ),
    onlyAboutUs: true,
  },
  {
    claim: 'a count of clients or projects',
    pattern: words(
      String.raw`\d[\d,.]*\+?\s+(?:clients|customers|projects|implementations|engagements|audits|assessments)|(?:dozens|hundreds|thousands) of (?:clients|customers|projects|implementations|engagements|audits|assessments)`,
    ),
    onlyAboutUs: false,
  },
  {
    claim: 'a count of clients or projects',
    pattern: words(
      String.raw`\d[\d .]*\+?\s+(?:klientów|klienci|projektów|projekty|wdrożeń|wdrożenia|audytów|przeglądów)|(?:dziesiątki|setki|tysiące)\s+(?:klientów|projektów|wdrożeń|audytów|przeglądów)`,
    ),
    onlyAboutUs: false,
  },
  {
    claim: 'a percentage of clients or systems',
    pattern: words(
      String.raw`\d+(?:[.,]\d+)?\s?%\s+(?:of\s+)?(?:our\s+|naszych\s+)?(?:clients|customers|projects|systems|landscapes|assessments|klientów|projektów|systemów|ocen|przeglądów)`,
    ),
    onlyAboutUs: false,
  },
]

/** The company claims in a text, one line (a paragraph, a front-matter field, a JSON string) at a time. */
function companyClaims(text: string): { line: number; claim: string; words: string }[] {
  return text.split('\n').flatMap((line, index) =>
    rules
      .filter((rule) => !rule.onlyAboutUs || aboutUs.test(line))
      .flatMap((rule) => {
        const match = rule.pattern.exec(line)
        return match ? [{ line: index + 1, claim: rule.claim, words: match[0] }] : []
      }),
  )
}

/** Every file a visitor's words come from: all of content/ (pages, posts, cases, materials and their PDF texts, site.json, the questionnaire) and the interface's messages. */
function visitorTexts(): string[] {
  const content = readdirSync('content', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|json|ya?ml)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  return [...content.sort(), 'lib/shared/i18n/messages.ts']
}

describe('company facts nobody can source', () => {
  it('are not in any text a visitor reads', () => {
    const files = visitorTexts()
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) =>
      companyClaims(readFileSync(file, 'utf8')).map((c) => `${file}:${c.line}: ${c.claim}: "${c.words}"`),
    )
    expect(found).toEqual([])
  })

  // The claims the site once made, each of which the scan must catch.
  it.each([
    'Bastion Consulting is a Warsaw consultancy that has worked on SAP security and technology since 2016.',
    'Our team of about 40 brings together SAP Basis administrators.',
    'We are about 40 people: security and GRC consultants.',
    'description: "Bastion Consulting: SAP security and technology since 2016. About 40 specialists, SAP-certified consultants and an ISO/IEC 27001 certified ISMS."',
    'Bastion Consulting was founded in 2016 by SAP Basis administrators.',
    'SAP security is our foundation: it is where we started in 2016.',
    "- Our consultants hold SAP certifications in system administration, security and GRC, renewed on SAP's cycle.",
    '- The company runs an information security management system certified to ISO/IEC 27001. Its scope covers our work in client systems.',
    'On request we share our certificate and a description of our controls.',
    'Bastion Consulting to warszawska firma doradcza, która od 2016 roku zajmuje się bezpieczeństwem i technologią SAP.',
    'Zespół liczący około 40 osób tworzą administratorzy SAP Basis.',
    'Jest nas około 40 osób: konsultanci bezpieczeństwa i GRC.',
    'description: "Bastion Consulting: od 2016 roku bezpieczeństwo i technologia SAP. Około 40 specjalistów, certyfikaty SAP, własny SZBI z certyfikatem ISO/IEC 27001."',
    'Firmę założyli w 2016 roku administratorzy SAP Basis i specjaliści od bezpieczeństwa.',
    'Bezpieczeństwo SAP jest naszą podstawą – od niego zaczynaliśmy w 2016 roku.',
    '- Nasi konsultanci mają certyfikaty SAP z administracji systemami.',
    '- Firma ma system zarządzania bezpieczeństwem informacji certyfikowany na zgodność z ISO/IEC 27001.',
    'Dlatego na prośbę klienta udostępniamy certyfikat, opis naszych zabezpieczeń.',
    'We have delivered 120 projects for 35 clients.',
    'Mamy 15 lat doświadczenia i ponad 200 wdrożeń.',
    'In 80% of our clients’ systems we find SAP_ALL.',
  ])('are caught: %s', (text) => {
    expect(companyClaims(text)).not.toEqual([])
  })

  // The law, SAP's facts and a job's requirements are not claims about us.
  it.each([
    'fines: up to EUR 10 million or 2% of worldwide turnover for essential entities and up to EUR 7 million or 1.4% for important ones',
    'kary: do 10 mln EUR lub 2% światowego obrotu dla podmiotów kluczowych',
    'According to reports, the Sejm passed the amendment on 23 January 2026; we treat every date as provisional.',
    'Nowelizacja weszła w życie 2 kwietnia 2026 r., a my opisujemy stan wiedzy na 2 marca 2026 r.',
    'Mała lub mikro: poniżej 50 osób i obrót lub suma bilansowa do 10 mln EUR',
    '- At least 4 years of hands-on SAP authorization work (PFCG, SU24, SUIM, STAUTHTRACE).',
    '- co najmniej 4 lat pracy z uprawnieniami SAP (PFCG, SU24, SUIM, STAUTHTRACE),',
    '- Roll out SNC and TLS for SAP GUI, RFC and HTTP, and manage certificates in STRUST.',
    '- An SAP GRC certification or an ISACA one (CISA, CISM).',
    '- A training budget and paid certification exams.',
    'We keep that knowledge current with a training budget and certification exams paid by the company.',
    'We migrate interfaces from SAP PI/PO, whose mainstream maintenance for release 7.5 ends at the close of 2027.',
    '| Global account | 2–3 named people | administration only, MFA, no day-to-day work |',
    'The company had SAP GRC Access Control installed, but its rule set was the standard one.',
  ])('are not caught: %s', (text) => {
    expect(companyClaims(text)).toEqual([])
  })
})

describe("the KSC check's length", () => {
  // The check shows how many questions a landscape gets and how long they take, computed from the questionnaire;
  // a number typed next to it goes stale as soon as a question is added.
  const kscCheck = words(String.raw`readiness check|self-assessment|ocen\p{L}* gotowości|samoocen\p{L}*`)
  const typedLength = words(
    String.raw`\d+\s+(?:questions|minutes|pytań|pytania|minut)|ten minutes|quarter of an hour|kwadrans\p{L}*`,
  )

  it('is not typed into any text beside a link to it', () => {
    const found = visitorTexts().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          kscCheck.test(line) && typedLength.test(line)
            ? [`${file}:${index + 1}: "${typedLength.exec(line)![0]}"`]
            : [],
        ),
    )
    expect(found).toEqual([])
  })
})
