import { expect, test, type Page } from './fixtures'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { questionnaireSchema } from '@/lib/server/domain/ksc/questionnaire-schema'
import { fakeState } from '../support/fakes'
import { pdfText } from '../support/pdf-text'
import { makeXlsx } from '../support/xlsx'
import { stack } from './stack'

// The evidence step: SAP exports read in the browser answer the questions they can, marked as measured and still
// editable; nothing of the files leaves the page; the report says which answers were measured, in numbers.

const q = questionnaireSchema.parse(parse(readFileSync('content/ksc/questionnaire.yaml', 'utf8')))
const text = (id: string) => q.questions.find((x) => x.id === id)!.text.en
const question = (page: Page, id: string) => page.getByRole('group', { name: text(id) })
const users = readFileSync('public/ksc-samples/rsusr002-sap-all.txt')
// RSPARAM saved as XLSX: the sample's rows in a workbook.
const rsparam = makeXlsx(
  readFileSync('public/ksc-samples/rsparam.txt', 'utf8')
    .split('\r\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    ),
)

/** Every question of every area: a measured one left as the export left it, the others with the best option. */
async function answerAreas(page: Page) {
  for (;;) {
    for (const group of await page.getByRole('group').all()) {
      if ((await group.locator('.measured').count()) > 0) continue
      const legend = (await group.locator('legend').textContent()) ?? ''
      const best = q.questions.find((x) => x.text.en === legend)?.options.findIndex((o) => o.points === 4) ?? 0
      await group.getByRole('radio').nth(best).check()
    }
    const done = page.getByRole('button', { name: 'Show my result' })
    if (await done.isVisible()) return done.click()
    await page.getByRole('button', { name: 'Next' }).click()
  }
}

/** The evidence step, reached as a visitor reaches it: each step seen before the next is asked for. */
async function toEvidenceInPolish(page: Page) {
  await page.goto('/ocena-gotowosci-ksc/')
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.getByText(/^Krok 2 z/)).toBeVisible()
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.getByRole('heading', { name: 'Dowody z SAP (opcjonalnie)' })).toBeFocused()
}

test('two exports added in English: read in the browser, answers measured and editable, the PDF marks them in numbers only', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await page.goto('/en/ksc-readiness-check/')
  for (const [i, option] of [0, 2, 1, 1].entries())
    await page.getByRole('group').nth(i).getByRole('radio').nth(option).check()
  await page.getByRole('button', { name: 'Next' }).click()
  for (const [i, option] of [0, 1, 0, 1, 1, 0].entries())
    await page.getByRole('group').nth(i).getByRole('radio').nth(option).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByRole('heading', { name: 'Evidence from SAP (optional)' })).toBeFocused()
  await expect(page.getByText('Up to 30 MB and 250,000 rows a file')).toBeVisible()
  await page.getByLabel('Add exports').setInputFiles([
    { name: 'rsusr002-sap-all.txt', mimeType: 'text/plain', buffer: users },
    { name: 'parameters.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(rsparam) },
  ])
  await expect(page.getByText('user list (SUIM/RSUSR002 or USR02), unconverted, 9 rows read')).toBeVisible()
  await expect(page.getByText('profile parameters (RSPARAM), XLSX, 20 rows read')).toBeVisible()
  await page.getByLabel('Which profile did RSUSR002 select these users by?').selectOption('SAP_ALL')
  await page.getByRole('button', { name: 'Next' }).click()

  // The areas: walk to the access-control step, where SAP_ALL was measured.
  const sapAll = question(page, 'acc-sap-all-production')
  while (!(await sapAll.isVisible())) await page.getByRole('button', { name: 'Next' }).click()
  await expect(sapAll).toContainText('Measured from: rsusr002-sap-all.txt')
  await expect(sapAll).toContainText('users with SAP_ALL or SAP_NEW: 9')
  await expect(sapAll).toContainText('of them dialog or service users, unlocked and valid: 3')
  await expect(sapAll.getByRole('radio').first()).toBeChecked()
  await expect(sapAll).toContainText('This answer follows from the export.')
  const technical = question(page, 'acc-rfc-trusted-technical')
  await expect(technical).toContainText('of them system or communication users, unlocked and valid: 2')
  await expect(technical.getByRole('radio').first()).toBeChecked()
  // Editable: an answer the evidence contradicts is the visitor's own, no longer marked measured.
  await sapAll.getByRole('radio').nth(2).check()
  await expect(sapAll.locator('.measured')).toHaveCount(0)
  await expect(sapAll.getByRole('radio').nth(2)).toBeChecked()

  // Back to the start of the areas, then through all of them.
  while (!(await page.getByRole('heading', { name: 'Evidence from SAP (optional)' }).isVisible()))
    await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  const snc = question(page, 'cry-snc-tls')
  const audit = question(page, 'rep-security-audit-log')
  await answerAreas(page)
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible()
  await page.getByRole('button', { name: 'Change answers' }).click()
  // One server's SNC parameters claim neither TLS nor every system: the counts are shown, the answer is the visitor's.
  while (!(await snc.isVisible())) await page.getByRole('button', { name: 'Next' }).click()
  await expect(snc).toContainText("parameters checked: 3; of them at SAP's secure value: 2")
  await expect(snc).toContainText('not TLS for HTTP')
  await expect(snc).toContainText('The answer is yours to choose')
  for (const radio of await snc.getByRole('radio').all()) await expect(radio).not.toBeChecked()
  await snc.getByRole('radio').nth(2).check()
  await expect(snc.locator('.measured')).toHaveCount(1)
  // The Security Audit Log is asked under incident handling, before cryptography.
  while (!(await audit.isVisible())) await page.getByRole('button', { name: 'Back' }).click()
  await expect(audit).toContainText('RSAU_CONFIG')
  for (const radio of await audit.getByRole('radio').all()) await expect(radio).not.toBeChecked()
  await audit.getByRole('radio').first().check()
  const finish = page.getByRole('button', { name: 'Show my result' })
  while (!(await finish.isVisible())) await page.getByRole('button', { name: 'Next' }).click()
  await finish.click()

  const email = `ksc.evidence.${Date.now()}@example.com`
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel(/Please prepare the report/).check()
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText('Done! The report is on its way')).toBeVisible()

  // Nothing of the files went out: no user name, no parameter value, no file name in any request.
  for (const secret of ['JKOWALSKI', 'RFC_BW_PRD', 'iSSHA-512', 'rsusr002-sap-all', 'parameters.xlsx'])
    expect(sent.filter((r) => r.includes(secret))).toEqual([])
  const { emails } = await fakeState<{ emails: { to: string[]; attachments: { content: string }[] }[] }>(stack().resend)
  const pdf = pdfText(Buffer.from(emails.find((e) => e.to[0] === email)!.attachments[0]!.content, 'base64'))
  expect(pdf).toMatch(
    /measured from a SAP export \(profile parameters \(RSPARAM\)\): parameters checked: 3; of them at\s+SAP's secure value: 2/,
  )
  expect(pdf).toMatch(/measured from a SAP export \(user list \(SUIM\/RSUSR002 or USR02\)\): users in the export: 9/)
  expect(pdf).not.toMatch(/JKOWALSKI|rsusr002-sap-all|parameters\.xlsx|iSSHA/)
})

test('a file of another kind, a damaged export and a wrong report: each named in Polish, nothing answered', async ({
  page,
}) => {
  await toEvidenceInPolish(page)
  await page
    .getByLabel('Dodaj eksporty')
    .setInputFiles([
      'tests/fixtures/sap-exports/not-an-export.pdf',
      'tests/fixtures/sap-exports/rsparam-truncated.txt',
      'tests/fixtures/sap-exports/cwbntcust-se16.txt',
    ])
  await expect(page.getByText('To nie wygląda na eksport listy z SAP. Oczekujemy:')).toBeVisible()
  await expect(page.getByText('Eksport jest ucięty lub uszkodzony')).toBeVisible()
  await expect(page.getByText('Nie rozpoznajemy tego raportu po tytułach kolumn.')).toBeVisible()
  await page.getByRole('button', { name: 'Usuń not-an-export.pdf' }).click()
  await expect(page.getByText('To nie wygląda na eksport listy z SAP.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.locator('.measured')).toHaveCount(0)
})

test('the sample exports: one click, and the questions they answer are marked measured', async ({ page }) => {
  await toEvidenceInPolish(page)
  await page.getByRole('button', { name: 'Spróbuj na przykładowych eksportach' }).click()
  await expect(page.getByText(/lista użytkowników .*, niekonwertowany, odczytano 9 wierszy/)).toBeVisible()
  await expect(page.getByText(/parametry profilu \(RSPARAM\), niekonwertowany, odczytano 20 wierszy/)).toBeVisible()
  const sapAll = page.getByRole('group', { name: q.questions.find((x) => x.id === 'acc-sap-all-production')!.text.pl })
  while (!(await sapAll.isVisible())) await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(sapAll).toContainText('Zmierzone z: rsusr002-sap-all.txt')
  // A reload empties the file list, and with it the marks: nothing says "measured" of files no longer there.
  await page.reload()
  await expect(sapAll).toBeVisible()
  await expect(sapAll.locator('.measured')).toHaveCount(0)
})

const F = 'tests/fixtures/sap-exports/'
const adminFiles = ['usr02-se16.txt', 'ust04-se16.tsv', 'rsparam-weak.txt', 'rsusr003-en.txt', 'sm20-extract.tsv'].map(
  (name) => `${F}${name}`,
)

/** The items an administrator acts on, as the page lists them; none of them may be in any request. */
const SECRETS = [
  'JNOWAK',
  'ADMIN_BASIS',
  'PZIELINSKI',
  'fails_to_user_lock',
  'rfc_authority_check',
  'usr02-se16',
  'EXECUTE_ALL_FUNC',
  'sapsld01',
  'BWPCLNT100',
  'RFC_BW',
  'PRD_SAL',
  'bwextract',
]

test('the items behind the counts, in English: weak parameters with what SAP expects, SAP_ALL holders, dormant users; nothing sent', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await page.goto('/en/ksc-readiness-check/')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/^Step 2 of/)).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Evidence from SAP (optional)' })).toBeFocused()
  await page.getByLabel('Add exports').setInputFiles([...adminFiles, `${F}rsusr008-009-new-en.txt`, `${F}reginfo.txt`])
  await expect(page.getByText('profile parameters (RSPARAM), unconverted, 16 rows read')).toBeVisible()
  // SE16's USR02 is a table, not a selection: no profile question.
  await expect(page.getByLabel('Which profile did RSUSR002 select these users by?')).toHaveCount(0)

  const items = page.getByRole('region', { name: 'What the exports show (on this page only)' })
  const weak = items.getByRole('table', { name: "Parameters below SAP's secure value" })
  await expect(weak.getByRole('row', { name: /login\/fails_to_user_lock/ })).toContainText(
    /10\s*1-5\s*More attempts allow longer password guessing/,
  )
  await expect(weak.getByRole('row', { name: /auth\/rfc_authority_check/ })).toContainText('S_RFC')
  await expect(weak.getByRole('row', { name: /snc\/accept_insecure_gui/ })).toContainText('unencrypted')
  const notJudged = items.getByRole('table', { name: 'Parameters read, not judged' })
  await expect(notJudged.getByRole('row', { name: /rec\/client/ })).toContainText('OFF')
  await expect(notJudged.getByRole('row', { name: /login\/password_max_idle_initial/ })).toBeVisible()
  const holders = items.getByRole('table', { name: 'Unlocked, valid users holding SAP_ALL or SAP_NEW' })
  await expect(holders.getByRole('row')).toHaveText([
    /User/,
    /ADMIN_BASIS/,
    /JNOWAK/,
    /PZIELINSKI\s*100\s*dialog\s*SAP_NEW/,
  ])
  await expect(page.getByText("standard users' passwords (RSUSR003), unconverted, 7 rows read")).toBeVisible()
  await expect(page.getByText('Security Audit Log extract (SM20), text with tabs, 4 rows read')).toBeVisible()
  const standard = items.getByRole('table', { name: 'Standard users (RSUSR003)' })
  await expect(standard.getByRole('row', { name: /DDIC\s*000/ })).toContainText(/Default password\s*yes/)
  await expect(standard.getByRole('row', { name: /SAP\*\s*100/ })).toContainText(/not the default\s*no/)
  const dormant = items.getByRole('table', { name: /^Dormant dialog users/ })
  await expect(dormant.getByRole('row')).toHaveText([/User/, /JNOWAK\s*100\s*never/, /PZIELINSKI\s*100\s*14\/03\/2025/])
  await expect(items.getByRole('button', { name: 'Print this list' })).toBeVisible()
  // RSUSR008_009_NEW has no user type or lock of its own: USR02 beside it tells who can log on.
  await expect(
    page.getByText('users with critical authorisations (RSUSR008_009_NEW), unconverted, 6 rows read'),
  ).toBeVisible()
  const criticalAuth = items.getByRole('table', { name: 'Users with critical authorisations (RSUSR008_009_NEW)' })
  await expect(criticalAuth.getByRole('row', { name: /RFC_BW_PRD/ })).toContainText(
    /100\s*system\s*yes\s*EXECUTE_ALL_FUNC \(Execute all function modules\), CHANGE_ALL_TABLES/,
  )
  await expect(criticalAuth.getByRole('row', { name: /DDIC/ })).toContainText(/system\s*no/)
  await expect(page.getByText('gateway access control list (reginfo/secinfo), text file, 4 rows read')).toBeVisible()
  await expect(
    items.getByRole('table', { name: 'Gateway rules that restrict nothing (SBT 1ARFCGW)' }).getByRole('row'),
  ).toHaveText([/File/, /reginfo\s*5\s*P TP=\* HOST=\* ACCESS=\* CANCEL=\*/])

  // A report not recognised names what it found and what it lacks.
  await page.getByLabel('Add exports').setInputFiles({
    name: 'names.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('User Name\tComplete name\nJKOWALSKI\tJan Kowalski\n'),
  })
  await expect(page.getByText('Column titles found: User Name, Complete name.')).toBeVisible()
  await expect(
    page.getByText('Missing column: USTYP / User Type; UFLAG / User Lock Status or LOCKREASON / Reason for User Lock.'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Next' }).click()
  const leavers = question(page, 'acc-joiner-mover-leaver')
  while (!(await leavers.isVisible())) await page.getByRole('button', { name: 'Next' }).click()
  await expect(leavers).toContainText(
    'dormant dialog users, unlocked and valid: 2; of them never logged on: 1; dormant: no logon for more than 180 days',
  )
  const gateway = question(page, 'hyg-gateway-msgserver')
  while (!(await gateway.isVisible())) await page.getByRole('button', { name: 'Back' }).click()
  await expect(gateway).toContainText('Measured from: reginfo.txt')
  await expect(gateway).toContainText('permit rules (P) in the gateway lists: 3; of them restricting nothing: 1')
  await expect(gateway).toContainText('The answer is yours to choose')
  for (const secret of SECRETS) expect(sent.filter((r) => r.includes(secret))).toEqual([])
})

test('the items in Polish, counted per system the visitor names, printable, and nothing of them sent', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await toEvidenceInPolish(page)
  await page
    .getByLabel('Dodaj eksporty')
    .setInputFiles([...adminFiles, `${F}rfcdes-se16.tsv`, `${F}rsauprof-se16.txt`, `${F}secinfo.txt`])
  const items = page.getByRole('region', { name: 'Co pokazują eksporty (tylko na tej stronie)' })
  await expect(
    items
      .getByRole('table', { name: 'Połączenia ABAP (typ 3) logujące się jako wskazany użytkownik' })
      .getByRole('row'),
  ).toHaveText([/Destynacja/, /BWPCLNT100\s*BWP\s*100\s*RFC_BW/, /QASCLNT100\s*QAS\s*100\s*ADMIN_BASIS/])
  await expect(
    items.getByText('Odczytane destynacje RFC: 5. Czy hasło jest zapisane, tabela RFCDES nie pokazuje.'),
  ).toBeVisible()
  await expect(
    items
      .getByRole('table', { name: 'Filtry Security Audit Log (RSAUPROF)' })
      .getByRole('row', { name: /PRD_SAL\s*4/ }),
  ).toContainText(/SAPCPIC\s*nie/)
  await expect(items.getByText(/dla SAP\*, DDIC i SAPCPIC; brak go dla: SAPCPIC\./)).toBeVisible()
  await expect(
    items.getByRole('table', { name: 'Reguły bramki, które niczego nie ograniczają (SBT 1ARFCGW)' }),
  ).toContainText(/secinfo\s*4\s*P TP=\*/)
  await expect(items.getByRole('table', { name: 'Parametry poniżej bezpiecznej wartości SAP' })).toContainText(
    'login/password_max_idle_productive',
  )
  await expect(items.getByRole('table', { name: /^Uśpieni użytkownicy dialogowi/ })).toContainText('nigdy')
  const holders = items.getByRole('table', { name: /^Niezablokowani i ważni użytkownicy/ })
  await expect(holders.getByRole('row')).toHaveText([/Użytkownik\s*Mandant/, /ADMIN_BASIS/, /JNOWAK/, /PZIELINSKI/])

  // The same client's lists once more (two files removed first: 8 at most): counted once, until the visitor says
  // they come from another system.
  await page.getByRole('button', { name: 'Usuń rsparam-weak.txt' }).click()
  await page.getByRole('button', { name: 'Usuń sm20-extract.tsv' }).click()
  await page.getByLabel('Dodaj eksporty').setInputFiles([`${F}usr02-se16.txt`, `${F}ust04-se16.tsv`])
  const systems = page.getByLabel('System (SID), jeśli dodajesz pliki kilku systemów')
  await expect(systems).toHaveCount(5)
  await expect(holders.getByRole('row')).toHaveCount(4)
  await systems.nth(3).fill('Q1')
  await expect(page.getByText('SID to trzy znaki, pierwszy to litera (np. PRD)', { exact: false })).toBeVisible()
  await systems.nth(3).fill('qas')
  await systems.nth(4).fill('QAS')
  await expect(holders.getByRole('row')).toHaveText([
    /Użytkownik\s*System\s*Mandant/,
    /ADMIN_BASIS\s*QAS\s*100/,
    /ADMIN_BASIS\s*—\s*100/,
    /JNOWAK\s*QAS\s*100/,
    /JNOWAK\s*—\s*100/,
    /PZIELINSKI\s*QAS\s*100\s*dialogowy\s*SAP_NEW/,
    /PZIELINSKI\s*—\s*100/,
  ])
  await page.emulateMedia({ media: 'print' })
  await expect(items).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dowody z SAP (opcjonalnie)' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  for (const secret of SECRETS) expect(sent.filter((r) => r.includes(secret))).toEqual([])
})
