import { readFileSync } from 'node:fs'

/**
 * The variables the "Deploying to Vercel" table of docs/deployment.md says a deployment needs ("yes" in its second column). The
 * test stage builds with exactly these, and a unit test checks that a build refuses to go without any of them.
 */
export function requiredOnVercel(doc = readFileSync('docs/deployment.md', 'utf8')): string[] {
  const section = doc.slice(doc.indexOf('## Deploying to Vercel'), doc.indexOf('## Anywhere else'))
  return section
    .split('\n')
    .filter((line) => /^\|[^|]*\|\s*yes\b/.test(line))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!))
}
