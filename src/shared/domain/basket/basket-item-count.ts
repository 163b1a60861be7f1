/** Items in a basket as the header counts them: every unit of every line, so two vouchers of
 * one deal are two items.
 * @example basketItemCount([{ quantity: 2 }, { quantity: 1 }]) === 3 */
export function basketItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  )
}

/** The item count in words: the header basket link reads 'Basket, 2 items', the number is
 * not only drawn.
 * @example basketItemsText(2) === '2 items' */
export function basketItemsText(count: number): string {
  if (count === 0) return 'empty'
  return `${count} ${count === 1 ? 'item' : 'items'}`
}
