import { API_POLICY } from './content-security-policy'

// The security headers of every answer: next.config.ts sets them on what Next serves, and the method gate
// (method-gate.ts) on what it answers before Next. The Content-Security-Policy here is that of everything but
// the HTML pages; proxy.ts replaces it with each page's own (content-security-policy.ts).
export const securityHeaders = [
  // Two years, as hstspreload.org asks; browsers ignore it over plain http (development).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Content-Security-Policy', value: API_POLICY },
]
