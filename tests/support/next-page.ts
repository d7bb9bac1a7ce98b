// The shape of what Next 16 writes for a static page: chunk scripts, a script preload, its bootstrap and the
// inline RSC payload, around the server-rendered document.

/** Next's inline scripts, in the page's order: Turbopack's bootstrap, the RSC payload's start and one part of it. */
export const NEXT_INLINE_SCRIPTS = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})',
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])',
]

const [bootstrap, payloadStart, payload] = NEXT_INLINE_SCRIPTS

export const nextPage = [
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script>',
  '<title>O nas</title><link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2" crossorigin=""/></head>',
  '<body><main id="main"><h1>O nas</h1><p>Tekst <a href="/kontakt/">kontakt</a>.</p></main>',
  `<script id="_R_">${bootstrap}</script>`,
  `<script>${payloadStart}</script><script>${payload}</script>`,
  '</body></html>',
].join('')
