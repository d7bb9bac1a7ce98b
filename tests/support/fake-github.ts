import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext } from 'playwright-core'
import { readBody } from './fakes'

// A local stand-in for GitHub, following its documented contracts, for the content editor in production form:
// the OAuth web flow (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps) that
// the site's sign-in uses, and the REST endpoints Decap CMS's GitHub backend calls in its "simple" publish mode
// (decap-cms-backend-github's API.ts: the user, the repository, trees, blobs, commits, the branch's ref), plus the
// status page it asks. It keeps a real object store: blobs by their git ids, trees, commits and one branch, so a
// test reads exactly what was committed.

export const FAKE_GITHUB_CLIENT_ID = 'Iv1.test-editor-app'
export const FAKE_GITHUB_CLIENT_SECRET = 'test-editor-app-secret'

export interface FakeUser {
  login: string
  name: string
  email: string
}

export interface Commit {
  sha: string
  treeSha: string
  tree: Map<string, string>
  parents: string[]
  message: string
  author: { name: string; email: string; date: string }
}

interface Options {
  owner: string
  repo: string
  branch: string
  /** The repository's files at its first commit: path -> text. */
  files: Map<string, string>
  user: FakeUser
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex')
/** A blob's id as git computes it, so it equals `git hash-object`. */
export const gitBlobId = (content: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))

// GitHub's API answers any origin (it is called from browsers with a token), and says so.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, If-None-Match',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-expose-headers': 'ETag, Link, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining',
}

export class FakeGitHub {
  readonly blobs = new Map<string, Buffer>()
  readonly trees = new Map<string, Map<string, string>>()
  readonly commits = new Map<string, Commit>()
  readonly initialCommit: string
  head: string
  /** Every request the fake answered: method, path and status, for a test to read. */
  readonly requests: { method: string; path: string; status: number }[] = []
  private readonly codes = new Map<string, string>()
  private readonly tokens = new Set<string>()
  private server = createServer((req, res) => void this.answer(req, res))
  url = ''

  constructor(readonly options: Options) {
    const tree = new Map<string, string>()
    for (const [path, text] of options.files) tree.set(path, this.storeBlob(Buffer.from(text)))
    this.initialCommit = this.storeCommit({
      tree: this.storeTree(tree),
      parents: [],
      message: 'The repository as the tests found it',
      author: { name: 'Test', email: 'test@example.invalid', date: new Date(0).toISOString() },
    })
    this.head = this.initialCommit
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  /** The commits on the branch after the first, oldest first. */
  commitsSinceStart(): Commit[] {
    const list: Commit[] = []
    for (let sha = this.head; sha !== this.initialCommit;) {
      const commit = this.commits.get(sha)!
      list.unshift(commit)
      sha = commit.parents[0]!
    }
    return list
  }

  /** A file's text at a commit (the branch's head by default), or undefined. */
  fileAt(path: string, commit = this.head): string | undefined {
    const blob = this.treeOf(commit).get(path)
    return blob === undefined ? undefined : this.blobs.get(blob)!.toString('utf8')
  }

  /** The paths a commit changed against its parent. */
  changedPaths(commit: Commit): string[] {
    const before = this.treeOf(commit.parents[0]!)
    const paths = new Set([...before.keys(), ...commit.tree.keys()])
    return [...paths].filter((p) => before.get(p) !== commit.tree.get(p)).sort()
  }

  private treeOf(commit: string) {
    return this.commits.get(commit)!.tree
  }

  private storeBlob(content: Buffer) {
    const sha = gitBlobId(content)
    this.blobs.set(sha, content)
    return sha
  }

  private storeTree(tree: Map<string, string>) {
    const sha = sha1(`tree ${JSON.stringify([...tree].sort())}`)
    this.trees.set(sha, tree)
    return sha
  }

  private storeCommit(commit: Omit<Commit, 'sha' | 'tree' | 'treeSha'> & { tree: string }) {
    const sha = sha1(`commit ${JSON.stringify(commit)} ${randomBytes(4).toString('hex')}`)
    this.commits.set(sha, { ...commit, sha, treeSha: commit.tree, tree: this.trees.get(commit.tree)! })
    return sha
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method: req.method ?? 'GET', path: url.pathname, status })
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS, ...headers })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') return send(204, {})
    const body = await readBody(req)
    try {
      if (url.pathname === '/login/oauth/authorize') return this.authorize(url, send, res)
      if (url.pathname === '/login/oauth/access_token') return this.exchange(body, req, send)
      if (url.pathname === '/api/v2/components.json')
        return send(200, {
          components: [
            { name: 'API Requests', status: 'operational' },
            { name: 'Issues, Pull Requests, Projects', status: 'operational' },
          ],
        })
      const token = /^(?:token|Bearer) (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (!token || !this.tokens.has(token))
        return send(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' })
      return this.api(req.method ?? 'GET', url, body, send)
    } catch (error) {
      return send(500, { message: (error as Error).message })
    }
  }

  /** The consent page, consented at once: back to the app's callback with a one-time code and the app's state. */
  private authorize(url: URL, send: (s: number, b: unknown, h?: Record<string, string>) => void, res: ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri')
    if (url.searchParams.get('client_id') !== FAKE_GITHUB_CLIENT_ID || !redirect)
      return send(400, { message: 'unknown client_id or no redirect_uri' })
    const code = randomBytes(10).toString('hex')
    this.codes.set(code, redirect)
    const back = new URL(redirect)
    back.searchParams.set('code', code)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    this.requests.push({ method: 'GET', path: url.pathname, status: 302 })
    res.writeHead(302, { location: back.href })
    res.end()
  }

  /** POST /login/oauth/access_token: the code, the app's id and secret, for a token (JSON when asked for JSON). */
  private exchange(body: Buffer, req: IncomingMessage, send: (s: number, b: unknown) => void) {
    const type = req.headers['content-type'] ?? ''
    const form = type.includes('json')
      ? (JSON.parse(body.toString() || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(body.toString()))
    const known = form.code !== undefined && this.codes.delete(form.code)
    if (form.client_id !== FAKE_GITHUB_CLIENT_ID || form.client_secret !== FAKE_GITHUB_CLIENT_SECRET || !known)
      return send(200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      })
    const token = `gho_${randomBytes(16).toString('hex')}`
    this.tokens.add(token)
    return send(200, { access_token: token, token_type: 'bearer', scope: 'repo' })
  }

  private api(method: string, url: URL, body: Buffer, send: (s: number, b: unknown) => void) {
    const { owner, repo, branch, user } = this.options
    const path = decodeURIComponent(url.pathname)
    const json = () => JSON.parse(body.toString() || '{}') as Record<string, unknown>
    const notFound = () => send(404, { message: 'Not Found' })
    if (method === 'GET' && path === '/user') return send(200, { ...user, id: 1, avatar_url: '' })
    const prefix = `/repos/${owner}/${repo}`
    if (!path.startsWith(prefix)) return notFound()
    const rest = path.slice(prefix.length)
    if (method === 'GET' && rest === '')
      return send(200, {
        name: repo,
        full_name: `${owner}/${repo}`,
        owner: { login: owner },
        default_branch: branch,
        permissions: { admin: false, push: true, pull: true },
      })
    if (method === 'GET' && rest === `/branches/${branch}`)
      return send(200, {
        name: branch,
        commit: { sha: this.head, commit: { tree: { sha: this.commits.get(this.head)!.treeSha } } },
      })
    const treeAt = /^\/git\/trees\/(.+)$/.exec(rest)
    if (method === 'GET' && treeAt) return this.listTree(treeAt[1]!, url.searchParams.has('recursive'), send)
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)
    if (method === 'GET' && blob) {
      const content = this.blobs.get(blob[1]!)
      if (!content) return notFound()
      return send(200, { sha: blob[1], size: content.length, encoding: 'base64', content: content.toString('base64') })
    }
    if (method === 'GET' && rest === '/commits') return this.history(url.searchParams.get('path') ?? '', send)
    if (method === 'POST' && rest === '/git/blobs') {
      const { content, encoding } = json() as { content: string; encoding: string }
      const sha = this.storeBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'))
      return send(201, { sha, url: `${prefix}/git/blobs/${sha}` })
    }
    if (method === 'POST' && rest === '/git/trees') return this.createTree(json(), send)
    if (method === 'POST' && rest === '/git/commits') {
      const { message, tree, parents } = json() as { message: string; tree: string; parents: string[] }
      if (!this.trees.has(tree) || parents.some((p) => !this.commits.has(p)))
        return send(422, { message: 'Tree or parent not found' })
      const author = { name: user.name, email: user.email, date: new Date().toISOString() }
      const sha = this.storeCommit({ tree, parents, message, author })
      return send(201, { sha, tree: { sha: tree }, parents: parents.map((p) => ({ sha: p })), message, author })
    }
    if (method === 'PATCH' && rest === `/git/refs/heads/${branch}`) {
      const { sha, force } = json() as { sha: string; force?: boolean }
      const commit = this.commits.get(sha)
      if (!commit) return send(422, { message: 'Object does not exist' })
      if (!force && !commit.parents.includes(this.head)) return send(422, { message: 'Update is not a fast forward' })
      this.head = sha
      return send(200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } })
    }
    return notFound()
  }

  /** GET /git/trees/<branch>:<folder>[?recursive=1]: the folder's entries, files and folders. */
  private listTree(spec: string, recursive: boolean, send: (s: number, b: unknown) => void) {
    const [ref, folder = ''] = spec.split(':')
    const commit = ref === this.options.branch ? this.head : this.commits.has(ref!) ? ref! : undefined
    if (!commit) return send(404, { message: 'Not Found' })
    const base = folder ? `${folder.replace(/\/$/, '')}/` : ''
    const entries = new Map<string, { path: string; mode: string; type: string; sha: string; size?: number }>()
    for (const [path, sha] of this.treeOf(commit)) {
      if (!path.startsWith(base)) continue
      const relative = path.slice(base.length)
      const parts = relative.split('/')
      if (parts.length === 1 || recursive)
        entries.set(relative, { path: relative, mode: '100644', type: 'blob', sha, size: this.blobs.get(sha)!.length })
      for (let i = 1; i < parts.length && (recursive || i === 1); i++) {
        const dir = parts.slice(0, i).join('/')
        entries.set(dir, { path: dir, mode: '040000', type: 'tree', sha: sha1(`dir ${commit} ${base}${dir}`) })
      }
    }
    if (!entries.size) return send(404, { message: 'Not Found' })
    return send(200, { sha: sha1(`${commit}:${base}`), tree: [...entries.values()], truncated: false })
  }

  /** POST /git/trees: a base tree with entries set (sha) or removed (sha: null). */
  private createTree(request: Record<string, unknown>, send: (s: number, b: unknown) => void) {
    // GitHub takes a tree-ish here: Decap's GitHub backend gives the branch's commit.
    const base = this.trees.get(String(request.base_tree)) ?? this.commits.get(String(request.base_tree))?.tree
    if (!base) return send(422, { message: 'base_tree not found' })
    const tree = new Map(base)
    for (const entry of request.tree as { path: string; sha: string | null }[]) {
      if (entry.sha === null) tree.delete(entry.path)
      else if (!this.blobs.has(entry.sha)) return send(422, { message: `blob ${entry.sha} not found` })
      else tree.set(entry.path, entry.sha)
    }
    const sha = this.storeTree(tree)
    return send(201, {
      sha,
      tree: [...tree].map(([path, blob]) => ({ path, mode: '100644', type: 'blob', sha: blob })),
    })
  }

  /** GET /commits?path=: the branch's commits that changed the path, newest first. */
  private history(path: string, send: (s: number, b: unknown) => void) {
    const list = [...this.commitsSinceStart(), this.commits.get(this.initialCommit)!]
      .filter((c) => !path || !c.parents.length || this.changedPaths(c).includes(path))
      .reverse()
    return send(
      200,
      list.map((c) => ({ sha: c.sha, commit: { message: c.message, author: c.author, committer: c.author } })),
    )
  }
}

/** This repository's content/ as git lists it (path -> text): what the fake repository starts with. */
export function repositoryContent(): Map<string, string> {
  const paths = execFileSync('git', ['ls-files', '-z', 'content'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  return new Map(paths.map((path) => [path, readFileSync(path, 'utf8')]))
}

/**
 * A browser's calls to GitHub's API and status page, answered by the fake: the same path, method, headers and body,
 * relayed at the network edge, so the page runs under its production Content-Security-Policy.
 */
export async function relayGitHub(context: BrowserContext, github: FakeGitHub): Promise<void> {
  await context.route(/^https:\/\/(api\.github\.com|www\.githubstatus\.com)\//, async (route) => {
    const request = route.request()
    const { pathname, search } = new URL(request.url())
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && name !== 'host'),
    )
    const answer = await fetch(`${github.url}${pathname}${search}`, {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
    })
    await route.fulfill({
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      body: Buffer.from(await answer.arrayBuffer()),
    })
  })
}
