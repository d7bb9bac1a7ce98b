// subset-font ships no types; this declares the part of its API (README of 2.9.0) the fonts script uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** Four-letter OpenType feature tags to keep; all are kept when left out. */
    keepFeatures?: string[]
    /** A number pins an axis; a range limits it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
}
