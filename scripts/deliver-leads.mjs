// npm run deliver-leads: asks the running site to retry its waiting leads, as Vercel Cron does (docs/operations.md).
const base = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
const secret = process.env.CRON_SECRET
if (!secret) {
  console.error('Set CRON_SECRET (the same value the site runs with).')
  process.exit(2)
}
const response = await fetch(new URL('/cron/deliver-leads/', base), { headers: { authorization: `Bearer ${secret}` } })
const text = await response.text()
console.log(text)
process.exit(response.ok ? 0 : 1)
