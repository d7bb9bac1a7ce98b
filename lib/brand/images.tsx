import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ImageResponse } from 'next/og'

// Images made at build time from the brand's own parts: the icon (app/icon.svg, the favicon) and DejaVu Sans
// as TTF (the image renderer reads no WOFF2, and Inter's files here are WOFF2 only; DejaVu has every Polish
// letter). Nothing is fetched: the fonts are passed in, and emoji, which would be fetched, are never used.

// Paths written out in full, so the build's file tracing sees what is read rather than the whole project.

/** The favicon as a data URL, for drawing it inside a raster image. */
export function iconDataUrl(): string {
  return `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), 'app', 'icon.svg')).toString('base64')}`
}

const font = (file: string) => readFileSync(path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', file))

export function brandFonts() {
  return [
    { name: 'DejaVu Sans', data: font('DejaVuSans.ttf'), weight: 400 as const, style: 'normal' as const },
    { name: 'DejaVu Sans', data: font('DejaVuSans-Bold.ttf'), weight: 700 as const, style: 'normal' as const },
  ]
}

/** A square PNG of the icon, `size` pixels wide. */
export function iconPng(size: number): ImageResponse {
  // eslint-disable-next-line @next/next/no-img-element -- drawn by the image renderer, not a page element
  return new ImageResponse(<img src={iconDataUrl()} width={size} height={size} alt="" />, { width: size, height: size })
}
