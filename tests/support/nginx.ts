import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'
import { connect } from 'node:net'
import { pipedOutput } from './process-output'

// The reverse proxy docs/deployment.md shows for self-hosting (deploy/nginx/), run by a real nginx on 127.0.0.1 in front of
// a site, with only its ports and paths replaced; a self-signed certificate for TLS.

export const NGINX_SITE = 'deploy/nginx/bastion-consulting.conf'
export const NGINX_HEADERS = 'deploy/nginx/security-headers.conf'
export const NGINX_HEADER_VALUES = 'deploy/nginx/security-header-values.conf'
export const NGINX_PROBLEM_VALUES = 'deploy/nginx/problem-values.conf'

export interface Nginx {
  https: string
  http: string
  /** nginx's folder: its logs, and its temporary files under body/ (a test may take them away). */
  prefix: string
  /** What nginx itself logged (errors), for a test to read. */
  errorLog: () => string
  /** The site's access log. */
  accessLog: () => string
  stop(): Promise<void>
}

/**
 * The site's configuration with this run's ports and paths; nothing else changes. Several upstream ports: one
 * `server` line each in the one upstream, as docs/deployment.md says for several instances.
 */
export function templated(
  site: string,
  ports: { http: number; https: number; upstream: number | number[] },
  dir: string,
): string {
  const upstream = [ports.upstream].flat().map((port) => `server 127.0.0.1:${port};`)
  const replaced = site
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/^( *)server 127\.0\.0\.1:3000;/m, (_line, indent: string) => upstream.map((l) => indent + l).join('\n'))
    .replace('/etc/ssl/certs/www.bastion-consulting.pl.pem', path.join(dir, 'site.pem'))
    .replace('/etc/ssl/private/www.bastion-consulting.pl.key', path.join(dir, 'site.key'))
    .replaceAll('/var/log/nginx/access.log', path.join(dir, 'access.log'))
    .replaceAll('/etc/nginx/snippets/security-headers.conf', path.resolve(NGINX_HEADERS))
    .replaceAll('/etc/nginx/snippets/security-header-values.conf', path.resolve(NGINX_HEADER_VALUES))
    .replaceAll('/etc/nginx/snippets/problem-values.conf', path.resolve(NGINX_PROBLEM_VALUES))
  const directives = replaced.split('\n').filter((line) => !line.trim().startsWith('#'))
  for (const kept of ['listen 80;', 'listen 443', 'server 127.0.0.1:3000;', '/etc/', '/var/']) {
    if (directives.some((line) => line.includes(kept))) throw new Error(`${NGINX_SITE}: "${kept}" was not replaced`)
  }
  return replaced
}

export async function startNginx(upstreamPort: number | number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp))
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
  writeFileSync(path.join(dir, 'site.conf'), templated(readFileSync(NGINX_SITE, 'utf8'), ports, dir))
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name.replace('client_', ''))};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root nginx would hand its workers to "nobody", who cannot read this folder.
      ...(userInfo().uid === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} info;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      // The site's servers name their own access log and its format.
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  )
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = pipedOutput(child)
  const errorLog = () => readFileSync(path.join(dir, 'error.log'), 'utf8')
  // nginx prints nothing when it starts well: wait until it accepts a connection.
  await waitForPort(ports.https, child, () => `${output.read()}${errorLog()}`)
  return {
    https: `https://127.0.0.1:${ports.https}`,
    http: `http://127.0.0.1:${ports.http}`,
    prefix: dir,
    errorLog,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(dir, { recursive: true, force: true }), resolve())
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGQUIT')
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
