import { readFileSync } from 'node:fs'

/**
 * The variables README's "Deploying to Vercel" table says a deployment needs ("yes" in its second column). The
 * test stage builds with exactly these, and a unit test checks that a build refuses to go without any of them.
 */
export function requiredOnVercel(readme = readFileSync('README.md', 'utf8')): string[] {
  const section = readme.slice(readme.indexOf('### Deploying to Vercel'), readme.indexOf('### Anywhere else'))
  return section
    .split('\n')
    .filter((line) => /^\|[^|]*\|\s*yes\b/.test(line))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!))
}
