import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// .ci/setup-machine on a simulated fresh Debian machine: the system commands it calls (node, dpkg, id, sudo,
// apt-get) are stand-ins on PATH that record how they were called; everything else is the real shell.

const script = path.resolve('.ci/setup-machine')
const required = /"node": *">=([0-9.]+)"/.exec(readFileSync('package.json', 'utf8'))![1]!
let bin: string

interface Machine {
  node?: string
  uid?: number
  sudo?: 'none' | 'passwordless' | 'asks-password'
}

function run({ node = '20.19.0', uid = 1000, sudo = 'passwordless' }: Machine) {
  bin = mkdtempSync(path.join(tmpdir(), 'machine-'))
  const calls = path.join(bin, 'calls.log')
  const stub = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(path.join(bin, name), 0o755)
  }
  for (const tool of ['bash', 'sed', 'env', 'dirname', 'true']) symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool))
  if (node !== 'missing') stub('node', `[ "$1" = "-p" ] && { echo ${node}; exit 0; }\nexec ${process.execPath} "$@"`)
  stub('dpkg', 'exit 1') // nothing installed yet
  stub('id', `echo ${uid}`)
  stub('apt-get', `echo "apt-get $*" >> ${calls}`)
  if (sudo !== 'none')
    stub(
      'sudo',
      `[ "$1" = "-n" ] || { echo "sudo without -n" >> ${calls}; exit 1; }\n${sudo === 'asks-password' ? 'echo "sudo: a password is required" >&2; exit 1' : `shift; echo "sudo $*" >> ${calls}; exec "$@"`}`,
    )
  const result = spawnSync('/usr/bin/bash', [script], { env: { PATH: bin, NODE_ENV: 'test' }, encoding: 'utf8' })
  let log = ''
  try {
    log = readFileSync(calls, 'utf8')
  } catch {
    // no calls
  }
  return { code: result.status, stderr: result.stderr, calls: log }
}

afterEach(() => rmSync(bin, { recursive: true, force: true }))

describe('.ci/setup-machine', () => {
  it('as root: installs the six packages with apt-get, non-interactively', () => {
    const { code, calls } = run({ uid: 0 })
    expect(code).toBe(0)
    expect(calls).toContain('apt-get update -qq')
    expect(calls).toContain('apt-get install -y -qq chromium redis-server poppler-utils libxml2-utils nginx openssl')
    expect(calls).not.toContain('sudo')
  })

  it('as a user with password-less sudo: through `sudo -n env DEBIAN_FRONTEND=noninteractive apt-get`', () => {
    const { code, calls } = run({ uid: 1000, sudo: 'passwordless' })
    expect(code).toBe(0)
    expect(calls).toContain(
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium redis-server poppler-utils libxml2-utils nginx openssl',
    )
    expect(calls).not.toContain('sudo without -n')
  })

  it.each(['asks-password', 'none'] as const)(
    'as a user whose sudo is %s: stops at once and says what to install',
    (sudo) => {
      const { code, stderr, calls } = run({ uid: 1000, sudo })
      expect(code).toBe(1)
      expect(stderr).toContain('needs root or password-less sudo')
      expect(stderr).toContain('sudo apt-get install chromium redis-server poppler-utils libxml2-utils nginx openssl')
      expect(calls).not.toContain('apt-get')
    },
  )

  it('without Node: says so and which version the project needs', () => {
    const { code, stderr } = run({ node: 'missing' })
    expect(code).toBe(1)
    expect(stderr).toContain(`Node.js is not installed. This project needs Node ${required} or later`)
  })

  it.each(['18.20.4', '20.18.3', '20.19.0', '22.1.0'])(
    'with Node %s: refuses only a version older than package.json asks for',
    (node) => {
      const { code, stderr } = run({ node, uid: 0 })
      const old = node === '18.20.4' || node === '20.18.3'
      expect(code).toBe(old ? 1 : 0)
      if (old) expect(stderr).toContain(`Node ${node} is too old: this project needs Node ${required} or later`)
    },
  )
})
