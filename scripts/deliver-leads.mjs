// npm run deliver-leads: asks the running site to retry the leads its CRM has not taken yet, as Vercel Cron does.
// For a plain server's crontab, e.g. every five minutes:
//   */5 * * * * cd /srv/site && CRON_SECRET=... SITE_URL=https://www.bastion-consulting.pl npm run deliver-leads
// SITE_URL (or http://127.0.0.1:$PORT, default 3000) says where the site answers.
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
