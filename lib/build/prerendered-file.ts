import path from 'node:path'

/**
 * The HTML `next build` writes for a prerendered page (what `next start` serves), in the build folder `distDir`
 * (relative to the working directory): `/` is index.html, `/o-nas/` is o-nas.html.
 */
export const prerenderedFile = (distDir: string, pagePath: string) =>
  path.resolve(distDir, 'server', 'app', `${pagePath === '/' ? 'index' : pagePath.slice(1, -1)}.html`)
