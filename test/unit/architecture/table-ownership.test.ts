import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CROSS_MODULE_READS,
  CROSS_MODULE_WRITES,
  STORAGE_OWNERS,
  TABLE_OWNERS,
  type CrossModuleWrite,
} from '../../../src/worker/storage/ownership'

const STORAGE = resolve(__dirname, '../../../src/worker/storage')

/** Storage files by their path under src/worker/storage (a module may keep a folder there). */
const storageFiles = () =>
  (readdirSync(STORAGE, { recursive: true }) as string[])
    .map((name) => name.split('\\').join('/'))
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'ownership.ts')

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
    const owner = owners[table]
    // A table one module writes is that module's, unless TABLE_OWNERS names another owner.
    if (writers.size < 2 && !owner) continue
    if (!owner || (writers.size > 1 && !writers.has(owner))) {
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

/** Tables a source file reads (FROM, JOIN), DELETE FROM's target left out. */
export function readTables(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const pattern = /\b(DELETE\s+)?(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b/g
  return [...new Set([...code.matchAll(pattern)].flatMap((m) => (!m[1] && m[2] ? [m[2]] : [])))]
}

function byModule(tablesOf: (source: string) => string[]): Writes {
  const owners: Record<string, string> = STORAGE_OWNERS
  const tables: Writes = new Map()
  for (const file of storageFiles()) {
    const module = owners[file]
    if (!module) continue
    for (const table of tablesOf(readFileSync(join(STORAGE, file), 'utf8'))) {
      tables.set(table, (tables.get(table) ?? new Set()).add(module))
    }
  }
  return tables
}

const storageWrites = () => byModule(writtenTables)

/** Per module, the tables it reads that another module owns (its declared owner, or the one
 * module writing it). */
function crossModuleReads(): Record<string, string[]> {
  const writes = storageWrites()
  const ownerOf = (table: string) => {
    const writers = writes.get(table)
    return TABLE_OWNERS[table] ?? (writers?.size === 1 ? [...writers][0] : undefined)
  }
  const reads: Record<string, string[]> = {}
  for (const [table, readers] of byModule(readTables)) {
    const owner = ownerOf(table)
    if (!owner) continue
    for (const reader of readers) if (reader !== owner) (reads[reader] ??= []).push(table)
  }
  for (const tables of Object.values(reads)) tables.sort()
  return reads
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

  it("documents every read of another module's table (CROSS_MODULE_READS)", () => {
    const documented = Object.fromEntries(
      Object.entries(CROSS_MODULE_READS).map(([module, tables]) => [module, [...tables].sort()]),
    )
    expect(crossModuleReads()).toEqual(documented)
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
    expect(
      violations(new Map([['merchants', new Set(['reviews'])]]), { merchants: 'merchant' }, []),
    ).toEqual(['merchants: owned by merchant, also written by reviews'])
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
