// The editor's addresses: all under /editor/, none under the contract's /api/.

export const EDITOR_ROOT = '/editor/'
/** Development: Decap's proxy backend posts here; it writes to the working tree (local-backend.ts). */
export const LOCAL_BACKEND_PATH = '/editor/backend/'
/** Production: the GitHub sign-in Decap opens in a window, and where GitHub sends the editor back. */
export const SIGN_IN_PATH = '/editor/sign-in/'
export const SIGN_IN_CALLBACK_PATH = '/editor/sign-in/callback/'
/** A page of the site's own layout showing the draft the editor sends it. */
export const previewPath = (lang: string) => `/editor/preview/${lang}/`

export const isEditorPath = (pathname: string) => pathname === '/editor' || pathname.startsWith(EDITOR_ROOT)
