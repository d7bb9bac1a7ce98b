import type { NextConfig } from 'next'
import { getConfig } from './lib/config'

// Parsing the settings here makes a bad environment variable fail `next build` and `next dev` at once.
const config = getConfig()

const securityHeaders = [
  // Two years, as hstspreload.org asks; browsers ignore it over plain http (development).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" },
]

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  distDir: config.distDir,
  // Content and gated files are read from disk at run time; make sure a deployment carries them.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './private/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'] },
  // The PDF renderer runs its own React reconciler: load it from node_modules rather than bundle it.
  serverExternalPackages: ['@react-pdf/renderer'],
  async headers() {
    // The development outbox sets its own, stricter headers: a mail's HTML is shown there in a sandboxed frame of
    // the same origin, which the site's `frame-ancestors 'none'` would block (and config headers override a
    // route's own).
    return [{ source: '/:path((?!dev/outbox/).*)', headers: securityHeaders }]
  },
}

export default nextConfig
