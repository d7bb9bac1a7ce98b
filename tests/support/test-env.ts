import { readFileSync } from 'node:fs'

/** Port, address, build folder and signing key of the test site; shared with build.mjs through the JSON file. */
export const testEnv = JSON.parse(readFileSync(new URL('./test-env.json', import.meta.url), 'utf8')) as {
  port: number
  siteUrl: string
  distDir: string
  signingSecret: string
}
