import type { NextConfig } from 'next'

// Next's defaults; without a file here Next would find the site's own config in a parent folder.
const config: NextConfig = {}
export default config
