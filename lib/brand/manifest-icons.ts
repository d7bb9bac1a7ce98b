/** The PNG sizes of the web manifest's icons (the favicon, app/icon.svg, serves every other size). */
export const manifestIconSizes = [192, 512] as const

/** The file name of one, under /icons/. */
export const manifestIconFile = (size: number) => `icon-${size}.png`
