// Dates by DATFM 1-6, raw YYYYMMDD, or XLSX day numbers (docs/ksc-sources.md); empty or zero is none; UTC midnights.

const DAY = 86_400_000
const EXCEL_EPOCH = Date.UTC(1899, 11, 30)

function utc(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900) return null
  return Date.UTC(year, month - 1, day)
}

export function parseSapDate(text: string): number | null {
  const value = text.trim()
  if (value === '' || /^0+([./-]?0+)*$/.test(value)) return null
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (m) return utc(+m[1]!, +m[2]!, +m[3]!)
  m = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})/.exec(value)
  if (m) return utc(+m[1]!, +m[2]!, +m[3]!)
  m = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})/.exec(value)
  if (m) {
    const [a, b] = [+m[1]!, +m[3]!]
    const dayFirst = m[2] === '.' || a > 12
    return dayFirst ? utc(+m[4]!, b, a) : utc(+m[4]!, a, b)
  }
  m = /^(\d{5})(?:\.\d+)?$/.exec(value)
  if (m) return EXCEL_EPOCH + Number(m[1]) * DAY
  return null
}

export const daysBetween = (from: number, to: number) => Math.floor((to - from) / DAY)
