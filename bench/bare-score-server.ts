import { createServer } from 'node:http'
import { scoreRequestSchema } from '@/lib/contracts/ksc'
import { scoreAnswers } from '@/lib/ksc/score'

// The limit for the score endpoint: a bare node:http server doing the same parsing, validation and scoring,
// nothing else (no framework, no origin, rate limit or version checks). Bundled and started by endpoints.measure.ts.

const port = Number(process.argv[2])
createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    let parsed: ReturnType<typeof scoreRequestSchema.safeParse> | undefined
    try {
      parsed = scoreRequestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString()))
    } catch {
      parsed = undefined
    }
    const body = parsed?.success ? { ok: true, result: scoreAnswers(parsed.data.answers, parsed.data.lang) } : { code: 'missing_fields' }
    res.writeHead(parsed?.success ? 200 : 400, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  })
}).listen(port, '127.0.0.1', () => process.send?.('listening'))
