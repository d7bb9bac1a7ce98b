import type { NextConfig } from 'next'
import { getConfig } from './lib/config'
import { headerRules } from './lib/http/security-headers'

// Parsing the settings here makes a bad environment variable fail `next build` and `next dev` at once.
const config = getConfig()

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  distDir: config.distDir,
  // Content and gated files are read from disk at run time; make sure a deployment carries them.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './private/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'] },
  // The PDF renderer runs its own React reconciler: load it from node_modules rather than bundle it.
  // pdf-lib too (it numbers the report's pages), so the code warmed at start (instrumentation.ts) is the code the
  // report route runs, not a second bundled copy.
  serverExternalPackages: ['@react-pdf/renderer', 'pdf-lib'],
  async headers() {
    return headerRules(!config.production)
  },
}

export default nextConfig
