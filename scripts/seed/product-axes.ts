import type { DealTables } from './deal-columns'
import { TableRows } from './sql'

export const productAxesTable = () =>
  new TableRows('deal_product_axes', ['deal_id', 'axis', 'position', 'header', 'label'])
export type ProductAxesTable = ReturnType<typeof productAxesTable>

// Only colour-and-size products sit on a grid (products.ts): titles read 'Colour – Size', or
// just the colour when a deal has no sizes.
const SEPARATOR = ' – '
const HEADERS = { row: 'Colour', column: 'Size' } as const

/** The row and column axes (migrations/0038) of every deal whose products carry row_id or
 * column_id, read back from the products' titles, so no random draw is added and every other
 * generated row stays as it was.
 * @example addProductAxes(table, products) // deal 12: row 1 'Red', row 2 'Navy'; column 1 'S' */
export function addProductAxes(table: ProductAxesTable, products: DealTables['products']): void {
  const seen = new Set<string>()
  for (const product of products.rows) {
    const [rowLabel, columnLabel] = String(product.title).split(SEPARATOR)
    const cells = [
      ['row', product.row_id, rowLabel],
      ['column', product.column_id, columnLabel],
    ] as const
    for (const [axis, position, label] of cells) {
      const key = `${String(product.deal_id)}:${axis}:${String(position)}`
      if (position === null || label === undefined || seen.has(key)) continue
      seen.add(key)
      table.add({ deal_id: product.deal_id, axis, position, header: HEADERS[axis], label })
    }
  }
}
