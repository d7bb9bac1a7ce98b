import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { BuildOutput, Condition, Route } from './build-output'

// What stands in front of the functions on Vercel, as far as this site uses it, from the Build Output's own
// config.json: the routes before the file system (redirects, header routes, the proxy), then static files and
// prerendered pages, then the routes that lead to a function, and for what none of them serves, the routes of the
// error phase. Documented behaviour of the platform applies: a request body over 4.5 MB is refused with 413 before
// any function sees it, and an answer without Cache-Control gets Vercel's default.
// Where the platform's choice is not documented (a header set both by a route and by the answer), both values go
// to the client, as a browser would enforce both policies if it got both; any header set twice, even to one value,
// is named in `x-front-conflicts`, so that a test can require every header is set once.

export const BODY_LIMIT = 4.5 * 1000 * 1000

/** Calls a function (its folder under functions/) with a request. */
export type CallFunction = (fn: string, request: Request) => Promise<Response>

type Headers2 = [string, string][]

/** The value a condition looks at, null when the request has none (as Next's own matchHas reads `has` and `missing`). */
function valueOf(c: Condition, headers: Headers, query: URLSearchParams): string | null {
  if (c.type === 'header') return headers.get(c.key!)
  if (c.type === 'query') return query.get(c.key!)
  if (c.type === 'host') return headers.get('host')?.split(':')[0]!.toLowerCase() ?? null
  if (c.type === 'cookie') {
    const pair = headers
      .get('cookie')
      ?.split(/;\s*/)
      .find((p) => p.startsWith(`${c.key}=`))
    return pair === undefined ? null : decodeURIComponent(pair.slice(c.key!.length + 1))
  }
  throw new Error(`front: a route condition of a type it does not know: ${JSON.stringify(c)}`)
}

/** Whether a route applies to a request: its `src`, every `has` condition met and no `missing` one. */
export function matches(
  route: Route,
  pathname: string,
  headers: Headers,
  query = new URLSearchParams(),
): RegExpExecArray | null {
  if (!route.src) return null
  const match = new RegExp(route.src).exec(pathname)
  if (!match) return null
  const holds = (c: Condition) => {
    const value = valueOf(c, headers, query)
    return !!value && (c.value === undefined || new RegExp(`^${c.value}$`).test(value))
  }
  if (route.has && !route.has.every(holds)) return null
  if (route.missing && route.missing.some(holds)) return null
  return match
}

const substitute = (template: string, match: RegExpExecArray) =>
  template.replace(
    /\$(\d+|[a-zA-Z]\w*)/g,
    (_, key: string) => (/^\d+$/.test(key) ? match[Number(key)] : match.groups?.[key]) ?? '',
  )

/** The routes of one phase: from the start, or after `{ handle: phase }`, to the next handle; none if it is absent. */
function phase(routes: Route[], name?: string): Route[] {
  const start = name ? routes.findIndex((r) => r.handle === name) + 1 : 0
  if (name && !start) return []
  const end = routes.findIndex((r, i) => i >= start && r.handle)
  return routes.slice(start, end < 0 ? undefined : end)
}

/** Route names of the functions folder: `/` is index, `/kontakt/` is kontakt. */
const nameOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '') || 'index'

export class VercelFront {
  private server?: Server
  constructor(
    private readonly output: BuildOutput,
    private readonly call: CallFunction,
  ) {}

  /** The answer, saying in `x-front-functions` which functions ran for it (absent when none did). */
  async answer(request: Request): Promise<Response> {
    const ran: string[] = []
    const call: CallFunction = (fn, req) => {
      ran.push(fn)
      return this.call(fn, req)
    }
    const answer = await this.route(request, call)
    const headers = new Headers(answer.headers)
    // Vercel's default where neither the answer nor a route sets one (docs: caching/cache-control-headers).
    if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=0, must-revalidate')
    if (ran.length) headers.set('x-front-functions', ran.join(', '))
    return new Response(answer.body, { status: answer.status, headers })
  }

  private async route(request: Request, call: CallFunction): Promise<Response> {
    const url = new URL(request.url)
    let pathname = url.pathname
    let headers = new Headers(request.headers)
    const collected: Headers2 = []
    let redirect: number | undefined
    for (const route of phase(this.output.config.routes)) {
      const match = matches(route, pathname, headers, url.searchParams)
      if (!match) continue
      if (route.middlewarePath) {
        // A redirect decided by an earlier route goes out before the proxy runs, with the headers collected so far.
        if (redirect) break
        const proxy = this.output.functionOf(route.middlewarePath.replace(/^\//, ''))!
        const answer = await call(
          proxy,
          new Request(new URL(pathname + url.search, url), { method: request.method, headers }),
        )
        const next = answer.headers.get('x-middleware-next') === '1'
        const rewrite = answer.headers.get('x-middleware-rewrite')
        if (!next && !rewrite) return withCollected(answer, collected)
        headers = overridden(headers, answer.headers)
        answer.headers.forEach((value, name) => name.startsWith('x-middleware-') || collected.push([name, value]))
        if (rewrite) pathname = new URL(rewrite, url).pathname
        continue
      }
      if (route.headers)
        for (const [name, value] of Object.entries(route.headers)) collected.push([name, substitute(value, match)])
      if (route.status && route.headers?.Location) redirect = route.status
      if (route.dest) pathname = substitute(route.dest, match).split('?')[0]!
      if (!route.continue) break
    }
    if (redirect) return withCollected(new Response(null, { status: redirect }), collected)
    const served =
      this.fromFileSystem(pathname) ??
      (await this.fromFunction(pathname, request, url.search, headers, call)) ??
      (await this.onMiss(pathname, request, url.search, headers, call, collected))
    return withCollected(served, collected)
  }

  /** A file under static/, at its own path or at the one config.json's overrides give it. */
  private fromFileSystem(pathname: string): Response | undefined {
    const overrides = this.output.config.overrides ?? {}
    const name = Object.keys(overrides).find((f) => overrides[f]!.path === pathname.slice(1)) ?? pathname.slice(1)
    const file = path.join(this.output.dir, 'static', name)
    if (!pathname.endsWith('/') && existsSync(file) && statSync(file).isFile())
      return new Response(readFileSync(file), {
        headers: { 'content-type': overrides[name]?.contentType ?? contentType(file) },
      })
    const prerender = path.join(this.output.dir, 'functions', `${nameOf(pathname)}.prerender-config.json`)
    if (!existsSync(prerender)) return undefined
    const config = JSON.parse(readFileSync(prerender, 'utf8')) as {
      fallback?: { fsPath: string }
      initialHeaders?: Record<string, string>
      initialStatus?: number
    }
    if (!config.fallback) return undefined
    const body = readFileSync(path.join(path.dirname(prerender), config.fallback.fsPath))
    const type: Record<string, string> = config.fallback.fsPath.endsWith('.html')
      ? { 'content-type': 'text/html; charset=utf-8' }
      : {}
    return new Response(body, { status: config.initialStatus ?? 200, headers: { ...type, ...config.initialHeaders } })
  }

  private async fromFunction(
    pathname: string,
    request: Request,
    search: string,
    headers: Headers,
    call: CallFunction,
  ): Promise<Response | undefined> {
    let fn = this.output.functionOf(nameOf(pathname))
    if (!fn) {
      const query = new URLSearchParams(search)
      for (const route of phase(this.output.config.routes, 'rewrite')) {
        const match = matches(route, pathname, headers, query)
        if (match && route.dest) fn = this.output.functionOf(nameOf(substitute(route.dest, match).split('?')[0]!))
        if (fn) break
      }
    }
    if (!fn) return undefined
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    if (body && body.byteLength > BODY_LIMIT)
      return new Response('Request Entity Too Large\n\nFUNCTION_PAYLOAD_TOO_LARGE\n', {
        status: 413,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    return call(fn, new Request(new URL(pathname + search, request.url), { method: request.method, headers, body }))
  }

  /**
   * What nothing served: the routes after `{ handle: 'error' }`, as Vercel applies them to a miss. The first that
   * matches adds its headers and names the page (a file or a function) and the status; with none, the platform's 404.
   */
  private async onMiss(
    pathname: string,
    request: Request,
    search: string,
    headers: Headers,
    call: CallFunction,
    collected: Headers2,
  ): Promise<Response> {
    const query = new URLSearchParams(search)
    for (const route of phase(this.output.config.routes, 'error')) {
      const match = matches(route, pathname, headers, query)
      if (!match) continue
      for (const [name, value] of Object.entries(route.headers ?? {})) collected.push([name, substitute(value, match)])
      const dest = route.dest && substitute(route.dest, match).split('?')[0]!
      const page =
        (dest && (this.fromFileSystem(dest) ?? (await this.fromFunction(dest, request, search, headers, call)))) ||
        platformNotFound()
      return new Response(page.body, { status: route.status ?? page.status, headers: page.headers })
    }
    return platformNotFound()
  }

  /** Serves the front on 127.0.0.1:`port`. */
  listen(port: number): Promise<void> {
    this.server = createServer((req, res) => void this.serve(req, res, port))
    return new Promise((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async serve(req: IncomingMessage, res: ServerResponse, port: number) {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      for (const v of [value ?? []].flat()) headers.append(name, v)
    // As Vercel does: the client's address, set by the platform, never taken from the client.
    headers.set('x-real-ip', headers.get('x-test-client-ip') ?? req.socket.remoteAddress ?? '')
    headers.set('x-forwarded-for', headers.get('x-real-ip')!)
    headers.set('x-forwarded-proto', 'https')
    headers.delete('x-test-client-ip')
    const withBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      body: withBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit)
    try {
      const answer = await this.answer(request)
      const out: Record<string, string[]> = {}
      answer.headers.forEach((value, name) => (out[name] = [...(out[name] ?? []), value]))
      res.writeHead(answer.status, out)
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`front: ${(error as Error).stack}`)
    }
  }
}

/** The request headers the proxy asked to change (x-middleware-override-headers and x-middleware-request-*). */
function overridden(request: Headers, answer: Headers): Headers {
  const names = answer.get('x-middleware-override-headers')
  if (!names) return request
  const result = new Headers()
  for (const name of names.split(',')) {
    const value = answer.get(`x-middleware-request-${name}`)
    if (value !== null) result.set(name, value)
  }
  return result
}

/**
 * The answer with the route headers. A header set more than once (by two routes, or by a route and the answer) is
 * named in `x-front-conflicts`, whatever its values; a second, different value is kept beside the first.
 */
function withCollected(answer: Response, collected: Headers2): Response {
  const headers = new Headers(answer.headers)
  const conflicts = new Set<string>()
  for (const [name, value] of collected) {
    const own = headers.get(name)
    if (own === null) headers.set(name, value)
    else {
      conflicts.add(name.toLowerCase())
      if (own !== value && !own.split(', ').includes(value)) headers.append(name, value)
    }
  }
  if (conflicts.size) headers.set('x-front-conflicts', [...conflicts].join(', '))
  return new Response(answer.body, { status: answer.status, headers })
}

/** Vercel's own answer where the deployment names nothing for a path. */
const platformNotFound = () =>
  new Response('The page could not be found\n\nNOT_FOUND\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
}
const contentType = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream'
