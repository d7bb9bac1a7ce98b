import type { NextConfig } from 'next'
import { assertDeployable, getConfig } from './lib/config'
import { headerRules } from './lib/headers/security-headers'

// Parsing the settings here makes a bad environment variable fail `next build` and `next dev` at once. A Vercel
// deployment runs with the settings it was built with, so its build also refuses what a production start would.
const config = getConfig()
if (config.platform === 'vercel') assertDeployable(config)
if (config.adapterBuild) {
  throw new Error(
    "NEXT_ENABLE_ADAPTER is set: with Next's adapter API the pages are copied into the deployment before the " +
      "build's second step (scripts/finish-build.ts) gives them their scripts and policies. Unset NEXT_ENABLE_ADAPTER " +
      '(Vercel: Project Settings, Environment Variables) and build again.',
  )
}

const nextConfig: NextConfig = {
  trailingSlash: true,
  // proxy.ts redirects a path without its slash itself, with the security headers Next's redirect would lack.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  distDir: config.distDir,
  // Content and gated files are read from disk at run time; make sure a deployment carries them.
  outputFileTracingIncludes: {
    '/**': ['./content/**/*', './private/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'],
  },
  // What no route reads at run time, though the tracer cannot tell: a path computed at run time (the data
  // directory's files) makes it take every file of a kind. Sources are compiled into the build.
  outputFileTracingExcludes: {
    '/**': [
      './{tests,bench,scripts,docs,.ci}/**',
      './*.md',
      './.env*',
      './{package-lock,tsconfig,vercel}.json',
      './{app,components,lib}/**/*.{ts,tsx}',
    ],
  },
  // The PDF renderer runs its own React reconciler: load it from node_modules rather than bundle it.
  // pdf-lib too (it numbers the report's pages), so the code warmed at start (instrumentation.ts) is the code the
  // report route runs, not a second bundled copy.
  serverExternalPackages: ['@react-pdf/renderer', 'pdf-lib'],
  async headers() {
    return headerRules(!config.production)
  },
}

export default nextConfig
