import type { NextConfig } from 'next'
import { assertDeployable, getConfig } from './lib/server/config'
import { loadContent, loadContentLeniently } from './lib/server/domain/content/load'
import { devOriginPatterns } from './lib/server/dev-server-hosts'
import { headerRules, markdownLinkRules } from './lib/server/http/headers/path-classes'

// Parsing the settings here makes a bad environment variable fail `next build` and `next dev` at once. A Vercel
// deployment runs with the settings it was built with, so its build also refuses what a production start would.
const config = getConfig()
if (config.platform === 'vercel') assertDeployable(config)
if (config.adapterBuild) {
  throw new Error(
    "NEXT_ENABLE_ADAPTER is set: with Next's adapter API the pages are handed to the platform before the build's " +
      'second step (scripts/finish-build.ts) takes the scripts out of the pages without a form (docs/deployment.md). ' +
      'Unset NEXT_ENABLE_ADAPTER (Vercel: Project Settings, Environment Variables) and build again.',
  )
}

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  distDir: config.distDir,
  // The address the build writes into pages, inlined for the start's check against its own
  // (lib/server/check-site-url.ts).
  env: { SITE_URL_OF_BUILD: config.siteUrl },
  // No page asks for a resized image, so /_next/image, which would fetch and log any url a visitor names, is off:
  // a 404 (the material cover is a PNG of its final size, served as it is).
  images: { unoptimized: true },
  // The dev server's resources for a page opened at any of its addresses, not only localhost.
  allowedDevOrigins: config.production ? undefined : devOriginPatterns(),
  // Two root layouts (one per language): the 404 is a document of its own, app/global-not-found.tsx.
  experimental: { globalNotFound: true },
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
  // The PDF renderer runs its own React reconciler: load it from node_modules rather than bundle it; pdf-lib,
  // which numbers the report's pages, beside it.
  serverExternalPackages: ['@react-pdf/renderer', 'pdf-lib'],
  async headers() {
    return [
      ...headerRules(!config.production),
      ...markdownLinkRules(
        // The development server starts with a bad content file too, and shows its error on its page.
        (config.production ? loadContent() : loadContentLeniently().docs).map((doc) => doc.path),
        config.siteUrl,
      ),
    ]
  },
}

export default nextConfig
