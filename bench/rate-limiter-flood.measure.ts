import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { it } from 'vitest'
import { BoundedMemoryLimiter, MAX_TRACKED_KEYS } from '@/lib/server/http/guards/rate-limiter'
import { rateLimitKey } from '@/lib/server/http/pipeline/client-ip'

// A flood of 1,000,000 distinct client addresses (IPv4 and IPv6 /64s, mixed) through one operation's memory
// limiter, on the limiter's own clock: heap growth during the flood, heap once the window is over, and whether a
// visitor's counter survives a flood of 100,000 other addresses in its window.

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

const address = (i: number) =>
  i % 2 === 0
    ? `${(i >> 24) & 255 || 1}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    : `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`

it('1,000,000 distinct addresses through the memory limiter', async () => {
  let now = 0
  const limiter = new BoundedMemoryLimiter(5, 600, MAX_TRACKED_KEYS, () => now)
  const keys = Array.from({ length: 1_000_000 }, (_, i) => rateLimitKey(address(i)))
  const before = heapMb()
  for (let i = 0; i < 3; i++) await limiter.consume('visitor')
  const started = process.hrtime.bigint()
  for (let i = 0; i < keys.length; i++) {
    now = Math.floor(i / 10) // 1,000,000 addresses in 100 s, all within the 600 s window
    await limiter.consume(keys[i]!)
    if (i === 100_000) console.log(`visitor after 100,000 others: ${JSON.stringify(await limiter.consume('visitor'))}`)
  }
  const nsPerCall = Number(process.hrtime.bigint() - started) / keys.length
  const flooded = heapMb()
  console.log(`tracked after the flood: ${limiter.size} (cap ${MAX_TRACKED_KEYS})`)
  now += 600_000
  await limiter.consume('next window')
  const after = heapMb()
  console.log(
    JSON.stringify({
      heapBeforeMb: before.toFixed(1),
      heapGrowthMb: (flooded - before).toFixed(1),
      heapAfterWindowMb: after.toFixed(1),
      trackedAfterWindow: limiter.size,
      nsPerConsume: nsPerCall.toFixed(0),
    }),
  )
})
