import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CROSS_MODULE_WRITES,
  STORAGE_OWNERS,
  TABLE_OWNERS,
  type CrossModuleWrite,
} from '../../../src/worker/storage/ownership'

const STORAGE = resolve(__dirname, '../../../src/worker/storage')

const storageFiles = () =>
  readdirSync(STORAGE).filter(
    (name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'ownership.ts',
  )

/** Tables a source file writes: INSERT [OR …] INTO, REPLACE INTO, UPDATE [OR …], DELETE FROM,
 * comments left out (they name statements without running them). */
export function writtenTables(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const pattern =
    /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g
  return [...new Set([...code.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : [])))].sort()
}

type Writes = Map<string, Set<string>>

/** Every table written by a module other than its owner without a listed reason, and every
 * listed reason that no longer matches a write. */
export function violations(
  writes: Writes,
  owners: Readonly<Record<string, string>>,
  allowed: readonly Pick<CrossModuleWrite, 'table' | 'writer'>[],
): string[] {
  const found: string[] = []
  for (const [table, writers] of [...writes].sort(([a], [b]) => a.localeCompare(b))) {
    if (writers.size < 2) continue
    const owner = owners[table]
    if (!owner || !writers.has(owner)) {
      found.push(`${table}: written by ${[...writers].sort().join(', ')}, no owner among them`)
      continue
    }
    for (const writer of [...writers].sort()) {
      if (writer === owner) continue
      if (!allowed.some((a) => a.table === table && a.writer === writer)) {
        found.push(`${table}: owned by ${owner}, also written by ${writer}`)
      }
    }
  }
  for (const a of allowed) {
    if (!writes.get(a.table)?.has(a.writer)) found.push(`stale allowance: ${a.writer} → ${a.table}`)
  }
  return found
}

function storageWrites(): Writes {
  const owners: Record<string, string> = STORAGE_OWNERS
  const writes: Writes = new Map()
  for (const file of storageFiles()) {
    const module = owners[file]
    if (!module) continue
    for (const table of writtenTables(readFileSync(join(STORAGE, file), 'utf8'))) {
      writes.set(table, (writes.get(table) ?? new Set()).add(module))
    }
  }
  return writes
}

describe('table ownership', () => {
  it('gives every storage file an owning module', () => {
    const owners: Record<string, string> = STORAGE_OWNERS
    expect(storageFiles().filter((file) => !owners[file])).toEqual([])
    expect(Object.keys(owners).filter((file) => !storageFiles().includes(file))).toEqual([])
  })

  it('has each table written by one module, or a listed reason for the other writer', () => {
    expect(violations(storageWrites(), TABLE_OWNERS, CROSS_MODULE_WRITES)).toEqual([])
  })

  it('gives every cross-module write a reason', () => {
    expect(CROSS_MODULE_WRITES.filter((a) => a.reason.trim().length < 20)).toEqual([])
  })

  it('sees a planted second writer and a stale allowance', () => {
    const writes: Writes = new Map([
      ['vouchers', new Set(['vouchers', 'orders'])],
      ['orders', new Set(['orders'])],
    ])
    expect(violations(writes, { vouchers: 'vouchers' }, [])).toEqual([
      'vouchers: owned by vouchers, also written by orders',
    ])
    expect(violations(writes, {}, [])).toEqual([
      'vouchers: written by orders, vouchers, no owner among them',
    ])
    expect(
      violations(writes, { vouchers: 'vouchers' }, [
        { table: 'vouchers', writer: 'orders' },
        { table: 'orders', writer: 'payments' },
      ]),
    ).toEqual(['stale allowance: payments → orders'])
  })

  it('parses writes, not comments', () => {
    expect(
      writtenTables(`/** UPDATE reads the winner */
        db.prepare(\`INSERT OR IGNORE INTO a (x) VALUES (?)\`)
        // DELETE FROM ignored
        db.prepare('UPDATE b SET y = 1'); db.prepare('DELETE FROM c WHERE 1')`),
    ).toEqual(['a', 'b', 'c'])
  })
})
