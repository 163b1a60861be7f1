import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../../..')
const SRC = join(ROOT, 'src')

/** The bottom layers and the HTTP layer they must never reach (CONVENTIONS 1; eslint.config.js
 * checks direct imports, this checks every path through other files). */
const LOWER = ['src/worker/services/', 'src/worker/storage/']
const HTTP = ['routes', 'middleware', 'http', 'render', 'jobs'].map((d) => `src/worker/${d}/`)
const HTTP_FILES = ['src/worker/app.ts', 'src/worker/index.ts']

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : []
  })

const resolveImport = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec)
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext
  }
  return null
}

type Graph = Map<string, string[]>

/** File-level import graph of src/ (paths relative to the repository). Every import counts:
 * values, `import type`, re-exports, side-effect and dynamic imports, `import('...')` types. */
export function importGraph(): Graph {
  const graph: Graph = new Map()
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target): target is string => target !== null)
      .map((target) => relative(ROOT, target))
    graph.set(relative(ROOT, file), [...new Set(targets)])
  }
  return graph
}

const isLower = (file: string) => LOWER.some((dir) => file.startsWith(dir))
const isHttp = (file: string) =>
  HTTP.some((dir) => file.startsWith(dir)) || HTTP_FILES.includes(file)

/** For each lower-layer file that reaches the HTTP layer, the shortest import chain there. */
export function upwardPaths(graph: Graph): string[][] {
  const found: string[][] = []
  for (const start of graph.keys()) {
    if (!isLower(start)) continue
    const cameFrom = new Map<string, string>([[start, '']])
    const queue = [start]
    let hit: string | undefined
    while (queue.length && !hit) {
      const file = queue.shift()!
      for (const next of graph.get(file) ?? []) {
        if (cameFrom.has(next)) continue
        cameFrom.set(next, file)
        if (isHttp(next)) {
          hit = next
          break
        }
        queue.push(next)
      }
    }
    if (!hit) continue
    const chain = [hit]
    while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!)
    found.push(chain)
  }
  return found
}

describe('layers', () => {
  it('no import of services/ or storage/, type-only or not, reaches the HTTP layer (routes, middleware, http, render, jobs, app.ts), directly or through another file', () => {
    expect(upwardPaths(importGraph()).map((chain) => chain.join(' -> '))).toEqual([])
  })

  it('the guard sees a loop through a shared file', () => {
    const planted: Graph = new Map([
      ['src/worker/services/deals/deals.ts', ['src/worker/env.ts']],
      ['src/worker/env.ts', ['src/worker/middleware/session.ts']],
      ['src/worker/middleware/session.ts', ['src/worker/services/deals/deals.ts']],
      ['src/worker/storage/deals.ts', ['src/shared/money.ts']],
    ])
    expect(upwardPaths(planted)).toEqual([
      [
        'src/worker/services/deals/deals.ts',
        'src/worker/env.ts',
        'src/worker/middleware/session.ts',
      ],
    ])
  })

  it('reads type-only imports of the real graph', () => {
    const graph = importGraph()
    expect(graph.get('src/worker/http/app-env.ts')).toContain('src/worker/middleware/session.ts')
    // Every service takes the bindings from env.ts, which imports nothing of ours.
    expect(graph.get('src/worker/env.ts')).toEqual([])
  })
})
