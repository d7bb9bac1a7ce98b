// The security headers of every answer: next.config.ts sets them on what Next serves, and the method gate
// (method-gate.ts) on what it answers before Next.
export const securityHeaders = [
  // Two years, as hstspreload.org asks; browsers ignore it over plain http (development).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" },
]
