import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ImageResponse } from 'next/og'

// Drawn with DejaVu Sans: the renderer reads no WOFF2 (Inter's only form here), and DejaVu has every Polish letter.
// Nothing is fetched: the fonts are passed in, and no emoji is used.

// Paths written out in full, so the build's file tracing sees what is read rather than the whole project.

let iconUrl: string | undefined
/** The icon (app/icon.svg) as a data URL, read once, for drawing it inside a raster image. */
function iconDataUrl(): string {
  return (iconUrl ??= `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), 'app', 'icon.svg')).toString('base64')}`)
}

/** The icon drawn `size` pixels wide, as the image renderer's background of a box (no <img>: not a page). */
export function IconMark({ size }: { size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        width: size,
        height: size,
        backgroundImage: `url(${iconDataUrl()})`,
        backgroundSize: `${size}px ${size}px`,
      }}
    />
  )
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
  return new ImageResponse(<IconMark size={size} />, { width: size, height: size })
}
