// Times each stage of `npm test` (the same npm scripts, in the same order) and prints a Markdown table for the
// docs/testing.md (after each stage's own output). `node bench/test-stages.mjs` runs them once; a stage that fails stops the
// run, as in `npm test`.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const chain = JSON.parse(readFileSync('package.json', 'utf8')).scripts.test
const stages = [...chain.matchAll(/npm run ([\w:]+)/g)].map((m) => m[1])
const rows = []
const started = Date.now()
for (const stage of stages) {
  const t0 = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' })
  rows.push([stage, (Date.now() - t0) / 1000])
  if (status !== 0) {
    console.error(`${stage} failed (exit ${status})`)
    process.exit(status ?? 1)
  }
}
const minutes = (s) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`
console.log('| stage | time |\n|---|---|')
for (const [stage, seconds] of rows) console.log(`| \`${stage}\` | ${minutes(seconds)} |`)
console.log(`| **total** | **${minutes((Date.now() - started) / 1000)}** |`)
