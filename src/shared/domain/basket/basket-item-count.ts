/** Items in a basket as the header counts them: every unit of every line, so two vouchers of
 * one deal are two items.
 * @example basketItemCount([{ quantity: 2 }, { quantity: 1 }]) === 3 */
export function basketItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  )
}

/** The header basket link's accessible name: the count is read out, not only drawn.
 * @example basketLinkLabel(2) === 'Basket, 2 items' */
export function basketLinkLabel(count: number | null): string {
  if (count === null) return 'Basket'
  if (count === 0) return 'Basket, empty'
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`
}
