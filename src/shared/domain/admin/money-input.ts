/** What an admin types in a price box ('19.99', '£1,234', '20') as integer minor units, or
 * null when it is not a non-negative amount with at most two decimals. Parsed from the digits,
 * never through a float, so 19.99 is 1999 and not 1998.
 * @example toMinorUnits('19.99') === 1999; toMinorUnits('1,234.5') === 123450; toMinorUnits('1.999') === null */
export function toMinorUnits(input: string): number | null {
  const text = input.trim().replace(/^[£€]/, '').replace(/,/g, '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Minor units as the price box shows them: always two decimals, no symbol.
 * @example fromMinorUnits(1999) === '19.99'; fromMinorUnits(2000) === '20.00' */
export const fromMinorUnits = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

/** What an admin types in a count box (stock, cap, id, days) as a whole number, or null when it
 * is not one: `Number('')` is 0 and `Number('1e3')` is 1000, neither of which was typed.
 * @example toWholeNumber('12') === 12; toWholeNumber(' 7 ') === 7; toWholeNumber('1.5') === null */
export function toWholeNumber(input: string): number | null {
  const text = input.trim()
  return /^\d{1,15}$/.test(text) ? Number(text) : null
}
