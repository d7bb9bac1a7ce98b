import type { Lang } from './langs'

// Money in the KSC result: what a plan would cost bought in, from the day rate the visitor gave (a band, PLN net).
// Only the visitor's own rate is used; the site states no price of its own, and licence prices are not estimated.

/** A band of złoty, net: from `min` to `max`, open at the top where `max` is null. */
export interface PlnRange {
  min: number
  max: number | null
}

const numbers = { pl: new Intl.NumberFormat('pl-PL'), en: new Intl.NumberFormat('en-GB') }

/** "do 2000 zł netto", "2000–3500 zł netto", "ponad 5000 zł netto"; in English "PLN 2,000–3,500 net". */
export function plnRange(lang: Lang, { min, max }: PlnRange): string {
  const n = numbers[lang].format
  if (lang === 'pl')
    return `${max === null ? `ponad ${n(min)}` : min === 0 ? `do ${n(max)}` : `${n(min)}–${n(max)}`} zł netto`
  return `${max === null ? `over PLN ${n(min)}` : min === 0 ? `up to PLN ${n(max)}` : `PLN ${n(min)}–${n(max)}`} net`
}

/** The cost of `days` person-days bought in at a day-rate band. */
export const spendOf = (days: number, rate: PlnRange): PlnRange => ({
  min: days * rate.min,
  max: rate.max === null ? null : days * rate.max,
})
