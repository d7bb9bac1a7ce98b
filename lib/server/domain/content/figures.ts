import type { Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'
import type { Facts } from '../../../shared/content/site'

/** Only the figures filled in content/site.json, worded in `lang`; the years counted, never typed. */
export function trustFigures(facts: Facts, lang: Lang, now: Date): string[] {
  const t = messages[lang]
  const figures: string[] = []
  if (facts.foundedYear !== undefined) figures.push(t.yearsOnMarket(now.getUTCFullYear() - facts.foundedYear))
  if (facts.teamSize !== undefined) figures.push(t.teamSize(facts.teamSize))
  return figures
}
