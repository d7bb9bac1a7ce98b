import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { it } from 'vitest'
import { NGINX_SITE, startNginx } from '../tests/support/nginx'
import { httpsSend } from '../tests/support/raw-http'
import { dripping } from '../tests/support/slow-clients'
import { startExtraSite } from '../tests/support/stack'

// The shipped nginx (deploy/nginx/, its own numbers) in front of `next start`, while CLIENTS addresses (127.0.0.2
// on, each a client of its own) each drip BODIES form bodies, a byte every 5 s: how many bodies nginx holds and
// refuses, the connections and memory that takes, and what a visitor sees meanwhile: a page's time to its last byte
// over a fresh TLS connection (median and 95th percentile of VISITS, one at a time; the same idle first) and a
// form's answer. Figures in bench/RESULTS.md.

const CLIENTS = Number(process.env.CLIENTS ?? 100)
const BODIES = Number(process.env.BODIES ?? 8)
const VISITS = Number(process.env.VISITS ?? 40)
// The site-wide cap on bodies, as shipped.
const SITE_BODIES = Number(/limit_conn bastion_bodies (\d+);/.exec(readFileSync(NGINX_SITE, 'utf8'))![1])
const host = 'www.bastion-consulting.pl'

/** Resident memory of nginx's worker processes, MiB. */
function workersMemory(): number {
  let kib = 0
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('nginx: worker process')) continue
      kib += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kib / 1024)
}

/** Established connections to a local port, from the kernel's table. */
function connectionsTo(port: number): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, address, , state]) => address?.endsWith(local) && state === '01').length
}

async function until(check: () => boolean, ceilingMs: number) {
  const deadline = Date.now() + ceilingMs
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

it('slow bodies from many addresses against the shipped nginx', async () => {
  const site = await startExtraSite()
  const nginx = await startNginx(Number(new URL(site.url).port))
  const port = Number(new URL(nginx.https).port)
  const visits = async () => {
    const times: number[] = []
    for (let i = 0; i < VISITS; i++) {
      const t0 = performance.now()
      // A visitor's fresh connection (no keep-alive agent): its handshake is part of what it waits for.
      const res = await httpsSend(`${nginx.https}/kontakt/`, { headers: { host, connection: 'close' } })
      if (res.status !== 200) throw new Error(`the page answered ${res.status}`)
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!)
    return { median: at(0.5), p95: at(0.95) }
  }
  const form = async () => {
    const res = await httpsSend(`${nginx.https}/api/contact/`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', origin: site.url, connection: 'close' },
      body: '{}',
    })
    return `${res.status}${res.headers['retry-after'] ? ` (Retry-After: ${res.headers['retry-after']})` : ''}`
  }
  try {
    await visits()
    const idle = await visits()
    const memoryIdle = workersMemory()
    const started = performance.now()
    const bodies = Array.from({ length: CLIENTS }, (_, c) =>
      Array.from({ length: BODIES }, () =>
        dripping(nginx.https, { host, localAddress: `127.0.${Math.floor(c / 250)}.${(c % 250) + 2}`, everyMs: 5_000 }),
      ),
    ).flat()
    const expectedHeld = Math.min(SITE_BODIES, CLIENTS * BODIES)
    await until(() => bodies.filter((b) => b.hasAnswer()).length >= bodies.length - expectedHeld, 120_000)
    const settledMs = Math.round(performance.now() - started)
    const held = bodies.filter((b) => !b.hasAnswer() && !b.isClosed()).length
    const refused = bodies.filter((b) => b.hasAnswer()).length
    const connections = connectionsTo(port)
    const memory = workersMemory()
    const during = await visits()
    const formDuring = await form()
    // The refused go on dripping; nginx closes them after its lingering time.
    const lingerStarted = performance.now()
    await until(() => bodies.filter((b) => b.hasAnswer()).every((b) => b.isClosed()), 60_000)
    const lingeredMs = Math.round(performance.now() - lingerStarted)
    const connectionsAfter = connectionsTo(port)
    for (const body of bodies) body.leave()
    await until(() => bodies.every((b) => b.isClosed()), 30_000)
    const formAfter = await form()
    console.log(
      JSON.stringify(
        {
          clients: CLIENTS,
          bodiesEach: BODIES,
          held,
          refused,
          allAnsweredOrHeldMs: settledMs,
          connectionsToNginx: { whileRefusedLinger: connections, afterLingering: connectionsAfter },
          refusedClosedWithinMs: lingeredMs,
          nginxWorkersMiB: { idle: memoryIdle, during: memory },
          pageMs: { idle, during },
          form: { during: formDuring, after: formAfter },
        },
        null,
        2,
      ),
    )
  } finally {
    await nginx.stop()
    await site.stop()
  }
})
