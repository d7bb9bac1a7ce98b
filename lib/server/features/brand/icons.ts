import type { Metadata } from 'next'

// The PNGs are drawn from app/icon.svg at build (app/icons/[file]), not by Next's apple-icon: its address has no
// extension, so trailingSlash would redirect it to an unknown page.

export const APPLE_TOUCH_ICON_SIZE = 180
/** The tab's icon: Chrome draws an SVG icon as a document of its own on the page's main thread, a PNG it decodes. */
export const FAVICON_SIZE = 48
/** The PNG sizes of the web manifest's icons; beside them it names the SVG, for any other size. */
export const manifestIconSizes = [192, 512] as const
export const pngIconSizes = [FAVICON_SIZE, APPLE_TOUCH_ICON_SIZE, ...manifestIconSizes]

/** The address of one PNG icon. */
export const pngIconPath = (size: number) => `/icons/icon-${size}.png`

/** The icon links of every page. Set here, they replace the ones Next would derive from app/icon.svg. */
export const iconLinks: Metadata['icons'] = {
  icon: [{ url: pngIconPath(FAVICON_SIZE), type: 'image/png', sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}` }],
  apple: [
    {
      url: pngIconPath(APPLE_TOUCH_ICON_SIZE),
      type: 'image/png',
      sizes: `${APPLE_TOUCH_ICON_SIZE}x${APPLE_TOUCH_ICON_SIZE}`,
    },
  ],
}
