// The apple-touch-icon: app/icon.svg as a 180 px PNG, made once at build.
import { iconPng } from '@/lib/brand/images'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

export default function AppleIcon() {
  return iconPng(size.width)
}
