import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVICES = resolve(__dirname, '../../../src/worker/services')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })

const resolveImport = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec)
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext
  }
  return null
}

/** The service module (first folder under services/) a file belongs to, if any. */
const moduleOf = (file: string): string | null => {
  const path = relative(SERVICES, file)
  return path.startsWith('..') || !path.includes('/') ? null : (path.split('/')[0] ?? null)
}

/** Folder-level graph: module A depends on B when any file of A imports (or re-exports, types
 * included) a file of B. Type-only imports count: they couple the modules just the same. */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(SERVICES)) {
    const from = moduleOf(file)
    if (!from) continue
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const target = match[1] ? resolveImport(file, match[1]) : null
      const to = target && moduleOf(target)
      if (to && to !== from) edges.add(to)
    }
  }
  return graph
}

/** Strongly connected components with more than one module (Tarjan). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('service modules', () => {
  it('import each other without a cycle (break one by moving a pure rule to shared/domain or to the module owning the concept, or by passing a function in)', () => {
    expect(cycles(moduleGraph())).toEqual([])
  })

  it('the guard sees a planted cycle', () => {
    const planted = new Map([
      ['basket', new Set(['pricing'])],
      ['pricing', new Set(['orders'])],
      ['orders', new Set(['basket'])],
      ['catalog', new Set(['pricing'])],
    ])
    expect(cycles(planted)).toEqual([['basket', 'orders', 'pricing']])
  })

  it('reads the real import graph', () => {
    expect(moduleGraph().get('orders')).toContain('checkout')
  })
})
