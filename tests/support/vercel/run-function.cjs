// One Vercel function of the Build Output, laid out from its own file list, run as the platform runs it: its
// launcher required from its folder, and a plain node:http server in front. The proxy's launcher takes a web
// Request and returns a Response (it is given the request as the front received it); a page's or an API's takes
// Node's request and response. Prints "listening <port>" once it takes requests.
// As Vercel's runtime does, each request runs with a request context whose waitUntil keeps work after the answer
// going (the context @vercel/functions documents; Next's after() needs it).
'use strict'
const { AsyncLocalStorage } = require('node:async_hooks')
const { createServer } = require('node:http')
const { Readable } = require('node:stream')
const path = require('node:path')

const [folder, kind] = process.argv.slice(2)
const requestContext = new AsyncLocalStorage()
globalThis[Symbol.for('@vercel/request-context')] = { get: () => requestContext.getStore() }
const waitUntil = (promise) => void Promise.resolve(promise).catch((error) => console.error('waitUntil', error))
const launcher = require(path.join(folder, '___next_launcher.cjs'))

function asWebRequest(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) for (const v of [value].flat()) headers.append(name, v)
  const withBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: withBody ? Readable.toWeb(req) : undefined,
    duplex: 'half',
  })
}

async function answerWith(response, res) {
  const headers = {}
  response.headers.forEach((value, name) => (headers[name] = name in headers ? `${headers[name]}, ${value}` : value))
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

const handler =
  kind === 'proxy'
    ? (req, res) =>
        launcher(asWebRequest(req)).then(
          (response) => answerWith(response, res),
          (error) => {
            console.error(error)
            res.writeHead(500).end()
          },
        )
    : launcher

const server = createServer((req, res) => requestContext.run({ waitUntil }, () => handler(req, res)))
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
