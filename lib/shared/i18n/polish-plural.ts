/** Polish noun forms by count: 1 "strona", 2-4 (not 12-14) "strony", otherwise "stron". */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one
  const lastTwo = n % 100
  return n % 10 >= 2 && n % 10 <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many
}
