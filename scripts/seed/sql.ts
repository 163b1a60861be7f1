/** SQL text building for the seed. Values are inlined (D1 caps bound parameters at 100 per
 * statement), so every literal goes through `sqlValue`. */
export type SqlValue = string | number | boolean | null

/** D1 refuses statements over 100 KB; stay well under it. */
const MAX_STATEMENT_BYTES = 90_000

export function sqlValue(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  return `'${value.replaceAll("'", "''")}'`
}

/** Multi-row INSERTs for `rows`, each statement under the D1 size limit. */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
  const statements: string[] = []
  let tuples: string[] = []
  let size = head.length
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`${table}: ${row.length} values for ${columns.length} columns`)
    }
    const tuple = `(${row.map(sqlValue).join(',')})`
    if (tuples.length > 0 && size + tuple.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + tuples.join(',\n'))
      tuples = []
      size = head.length
    }
    tuples.push(tuple)
    size += tuple.length + 2
  }
  if (tuples.length > 0) statements.push(head + tuples.join(',\n'))
  return statements
}

/** Builds rows as objects keyed by column so generators can't misorder or forget values. */
export class TableRows<const Column extends string> {
  readonly rows: Record<Column, SqlValue>[] = []

  constructor(
    readonly table: string,
    readonly columns: readonly Column[],
  ) {}

  add(row: Record<Column, SqlValue>): void {
    this.rows.push(row)
  }

  get size(): number {
    return this.rows.length
  }

  statements(): string[] {
    return insertStatements(
      this.table,
      this.columns,
      this.rows.map((row) => this.columns.map((column) => row[column])),
    )
  }
}
