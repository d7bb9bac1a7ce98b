import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'
import { pipedOutput } from './process-output'

// The reverse proxy docs/deployment.md shows for self-hosting (deploy/nginx/), run by a real nginx on 127.0.0.1 and
// ::1 in front of a site, with only its ports and paths replaced; a self-signed certificate for TLS.

export const NGINX_MAIN = 'deploy/nginx/nginx.conf'
export const NGINX_SITE = 'deploy/nginx/bastion-consulting.conf'
export const NGINX_HEADERS = 'deploy/nginx/security-headers.conf'
export const NGINX_HEADER_VALUES = 'deploy/nginx/security-header-values.conf'
export const NGINX_PROBLEM_VALUES = 'deploy/nginx/problem-values.conf'

export interface Nginx {
  https: string
  http: string
  /** The same ports on ::1, the IPv6 listeners. */
  https6: string
  http6: string
  /** nginx's folder: its logs, and its temporary files under client_body/ (a test may take them away). */
  prefix: string
  /** What nginx itself logged (errors), for a test to read. */
  errorLog: () => string
  /** The site's access log. */
  accessLog: () => string
  stop(): Promise<void>
}

export interface NginxOptions {
  /**
   * Numbers of the shipped files replaced for a test that sizes them down, each [as shipped, as run]; each must be
   * in the files once.
   */
  scaled?: [string, string][]
  /**
   * A request header naming the client's address, read by nginx's realip module (from 127.0.0.1 and ::1 only), for a
   * test that poses as clients the machine has no address of: their limits count them exactly as connections from
   * them.
   */
  clientAddressHeader?: string
}

interface Ports {
  http: number
  https: number
  /** Several: one `server` line each in the one upstream, as docs/deployment.md says for several instances. */
  upstream: number | number[]
}

const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

/** Replaces each [from, to] once, failing where `from` is not there exactly once. */
function replacedOnce(file: string, text: string, pairs: [string, string][]): string {
  for (const [from, to] of pairs) {
    const count = text.split(from).length - 1
    if (count !== 1) throw new Error(`${file}: "${from}" is there ${count} times, not once`)
    text = text.replace(from, to)
  }
  return text
}

/** The shipped files with this run's ports and paths (and a test's scaled numbers); nothing else changes. */
export function templated(ports: Ports, dir: string, scaled: [string, string][] = []) {
  const snippets: [string, string][] = [NGINX_HEADERS, NGINX_HEADER_VALUES, NGINX_PROBLEM_VALUES].map((file) => [
    `/etc/nginx/snippets/${path.basename(file)}`,
    path.resolve(file),
  ])
  let site = replacedOnce(NGINX_SITE, readFileSync(NGINX_SITE, 'utf8'), [
    ['listen 80 default_server;', `listen 127.0.0.1:${ports.http} default_server;`],
    ['listen [::]:80 default_server;', `listen [::1]:${ports.http} default_server;`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', `listen [::1]:${ports.https} ssl http2;`],
    [
      'server 127.0.0.1:3000;',
      [ports.upstream]
        .flat()
        .map((port) => `server 127.0.0.1:${port};`)
        .join('\n    '),
    ],
    ['/etc/ssl/certs/www.bastion-consulting.pl.pem', path.join(dir, 'site.pem')],
    ['/etc/ssl/private/www.bastion-consulting.pl.key', path.join(dir, 'site.key')],
  ])
  for (const [from, to] of [...snippets, ['/var/log/nginx/access.log', path.join(dir, 'access.log')]])
    site = site.replaceAll(from!, to!)
  const main = replacedOnce(NGINX_MAIN, readFileSync(NGINX_MAIN, 'utf8'), [
    // As root nginx would hand its workers to www-data, who cannot read this folder; as anyone else, to no one.
    ['user www-data;', userInfo().uid === 0 ? 'user root;' : ''],
    ['pid /run/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`],
    ['error_log /var/log/nginx/error.log;', `error_log ${path.join(dir, 'error.log')};`],
    // The machine's own other configuration is not the site's; nginx's temporary files in this run's folder.
    [
      'include /etc/nginx/conf.d/*.conf;',
      TEMP_PATHS.map((name) => `${name}_temp_path ${path.join(dir, name)};`).join(' '),
    ],
    ['include /etc/nginx/sites-enabled/*;', `include ${path.join(dir, 'site.conf')};`],
  ])
  const files = { main, site }
  for (const [from, to] of scaled) {
    const holder = files.main.includes(from) ? 'main' : 'site'
    files[holder] = replacedOnce(holder === 'main' ? NGINX_MAIN : NGINX_SITE, files[holder], [[from, to]])
  }
  const directives = `${files.main}\n${files.site}`.split('\n').filter((line) => !line.trim().startsWith('#'))
  for (const kept of ['/var/', '/run/', '/etc/nginx/snippets/', '/etc/nginx/sites-', '/etc/ssl/']) {
    const line = directives.find((l) => l.includes(kept))
    if (line) throw new Error(`deploy/nginx: "${line.trim()}" was not replaced`)
  }
  return files
}

export async function startNginx(
  upstreamPort: number | number[],
  { scaled, clientAddressHeader }: NginxOptions = {},
): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.bastion-consulting.pl',
      '-keyout',
      path.join(dir, 'site.key'),
      '-out',
      path.join(dir, 'site.pem'),
    ],
    { stdio: 'ignore' },
  )
  const ports = { http: await freePort(), https: await freePort(), upstream: upstreamPort }
  const { main, site } = templated(ports, dir, scaled)
  const realIp = clientAddressHeader
    ? `set_real_ip_from 127.0.0.1;\nset_real_ip_from ::1;\nreal_ip_header ${clientAddressHeader};\n`
    : ''
  writeFileSync(path.join(dir, 'site.conf'), realIp + site)
  writeFileSync(path.join(dir, 'nginx.conf'), main)
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const output = pipedOutput(child)
  const errorLog = () => readFileSync(path.join(dir, 'error.log'), 'utf8')
  // nginx prints nothing when it starts well: wait until it accepts a connection.
  await waitForPort(ports.https, child, () => `${output.read()}${errorLog()}`)
  return {
    https: `https://127.0.0.1:${ports.https}`,
    http: `http://127.0.0.1:${ports.http}`,
    https6: `https://[::1]:${ports.https}`,
    http6: `http://[::1]:${ports.http}`,
    prefix: dir,
    errorLog,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(dir, { recursive: true, force: true }), resolve())
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        // Gracefully, unless a client a test left holds a request open.
        child.kill('SIGQUIT')
        setTimeout(() => child.kill('SIGTERM'), 5_000).unref()
      }),
  }
}

async function waitForPort(port: number, child: ReturnType<typeof spawn>, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
