import path from 'node:path'

/** The HTML `next build` wrote for a page under `distDir`: `/` is index.html, `/o-nas/` is o-nas.html. */
export const prerenderedFile = (distDir: string, pagePath: string) =>
  path.resolve(distDir, 'server', 'app', `${pagePath === '/' ? 'index' : pagePath.slice(1, -1)}.html`)
