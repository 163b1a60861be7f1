import { env, SELF } from 'cloudflare:test'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { clock } from './clock'

/** Issue 19, 'Bytes': the client JS of every anonymous page type stays within budget. The
 * browser measurement is `npm run bench`; this is the fast guard that fails `npm test` (which
 * builds first): each page type is rendered here, its `data-island` names are read from the
 * HTML, and its JS is added up from the client build's manifest, as a browser fetches it — the
 * entry and its static imports, the islands' runtime (hydrate.tsx), the chunk and static
 * imports of each island that hydrates unprompted (at load, when idle or visible:
 * hydrate-on.ts), and the chunks the entry always fetches once the page is idle. Islands that wait for first use are
 * not fetched before it: what they add is printed, not budgeted. Gzip level 9, as the bench
 * measures. */
const BUDGET_BYTES = 83 * 1024
/** Where pages are: 45-49 KB before first use, and at most 53 KB with every island used, since
 * the islands run on preact/compat (about 10 KB) instead of React DOM (68 KB; vite.config.ts).
 * A guard below holds what first use adds to the same budget. */
const ALL_USED_BUDGET_BYTES = 83 * 1024

/** Chunks the entry imports on every page after hydration (src/client/entry.tsx). */
const ALWAYS_LAZY = ['src/client/after-idle.ts']
/** The islands' runtime and store: fetched as soon as the first island is due. */
const HYDRATE_CHUNK = 'src/client/hydrate.tsx'

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] }
const manifests = import.meta.glob<Record<string, ManifestChunk>>(
  '/dist/client/.vite/manifest.json',
  { eager: true, import: 'default' },
)
const files = import.meta.glob<string>('/dist/client/assets/*.js', {
  eager: true,
  query: '?raw',
  import: 'default',
})
const registrySource = import.meta.glob<string>('/src/client/islands/registry.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
})['/src/client/islands/registry.ts']!

/** Island name -> the module its loader imports; islands shipped in the entry map to null. */
const islandModules = new Map<string, string | null>()
for (const m of registrySource.matchAll(
  /^\s*'?([\w-]+)'?:\s*(?:async \(\) => \w+|\(\) =>\s*import\('(\.[^']+)'\))/gm,
)) {
  const [, name, path] = m
  islandModules.set(
    name!,
    path ? `src/client/${new URL(path, 'file:///islands/').pathname.slice(1)}` : null,
  )
}

const hydrateOnSource = import.meta.glob<string>('/src/client/islands/hydrate-on.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
})['/src/client/islands/hydrate-on.ts']!
/** Islands that wait for a visitor's first pointer, focus or key (hydrate-on.ts): their code is
 * not fetched before, so it is counted apart, as what first use costs. */
const onInteraction = new Set(
  [...hydrateOnSource.matchAll(/^\s*'?([\w-]+)'?: 'interaction',/gm)].map((m) => m[1]!),
)

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const manifest = Object.values(manifests)[0]
const gz = new Map<string, number>()
const size = (file: string) => {
  if (!gz.has(file)) {
    const text = files[`/dist/client/${file}`]
    if (text === undefined) throw new Error(`${file} is in the manifest but not in dist/client`)
    gz.set(file, gzipSync(text, { level: 9 }).length)
  }
  return gz.get(file)!
}

/** Every chunk file a module loads before it runs: itself and its static imports, transitively. */
function closure(module: string, into: Set<string>) {
  const key = [module, `${module}.ts`, `${module}.tsx`].find((k) => manifest?.[k])
  const chunk = key ? manifest?.[key] : undefined
  if (!manifest) throw new Error('No client build to measure: run node scripts/build.mjs first')
  if (!chunk) throw new Error(`${module} is not in the client build's manifest`)
  if (into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, into)
}

async function pagePath(type: string): Promise<string> {
  if (type !== 'deal') return PAGE_TYPES[type]!
  const row = await env.DB.prepare(
    `SELECT id FROM deals WHERE country_code = 'gb' AND open = 1 AND vip_only = 0
       AND opens_at <= ?1 AND closing_date > ?1 AND (brand IS NULL OR brand = 'dealio')
     ORDER BY id LIMIT 1`,
  )
    .bind(clock.now().toISOString())
    .first<{ id: number }>()
  return `/deal/london/anything/${row!.id}/any-blurb`
}

const PAGE_TYPES: Record<string, string> = {
  root: '/',
  homepage: '/deals/national-deal',
  category: '/deals/london',
  deal: '',
  search: '/search?q=spa',
  gifts: '/gifts',
  travel: '/deals/travel',
}

describe('client JS per anonymous page type (issue 19)', () => {
  it('has a client build to measure (npm test builds first; alone: node scripts/build.mjs)', () => {
    expect(manifest, 'dist/client/.vite/manifest.json: run node scripts/build.mjs').toBeDefined()
    expect(islandModules.size, 'island loaders read from registry.ts').toBeGreaterThan(20)
  })

  it.each(Object.keys(PAGE_TYPES))('%s page', async (type) => {
    const path = await pagePath(type)
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status, path).toBe(200)
    const html = await res.text()
    const islands = [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]!))]
    const chunks = new Set<string>()
    closure('src/client/entry.tsx', chunks)
    const unprompted = islands.filter((name) => !onInteraction.has(name))
    if (unprompted.length > 0) closure(HYDRATE_CHUNK, chunks)
    for (const name of unprompted) {
      expect(islandModules.has(name), `island ${name} is in the registry`).toBe(true)
      const module = islandModules.get(name)
      if (module) closure(module, chunks)
    }
    for (const module of ALWAYS_LAZY) closure(module, chunks)
    // What the islands waiting for first use add once all of them are used.
    const onUse = new Set(chunks)
    closure(HYDRATE_CHUNK, onUse)
    for (const name of islands.filter((n) => onInteraction.has(n))) {
      const module = islandModules.get(name)
      if (module) closure(module, onUse)
    }
    const onUseBytes = [...onUse].filter((f) => !chunks.has(f)).reduce((n, f) => n + size(f), 0)
    const sized = [...chunks].map((file) => ({ file, bytes: size(file) }))
    const total = sized.reduce((sum, c) => sum + c.bytes, 0)
    const largest = sized
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map((c) => `${c.file} ${kb(c.bytes)}`)
      .join(', ')
    console.log(
      `${type.padEnd(9)} ${kb(total).padStart(8)} (${sized.length} chunks) ${path}; ` +
        `+${kb(onUseBytes)} once every island is used`,
    )
    expect(
      total,
      `${type} page (${path}) loads ${kb(total)} of JS gzip in ${sized.length} chunks, over the ` +
        `${kb(BUDGET_BYTES)} budget (issue 19) before a visitor ` +
        `uses anything; islands hydrating unprompted: ${unprompted.join(', ') || 'none'}; ` +
        `largest chunks: ${largest}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES)
    expect(
      total + onUseBytes,
      `${type} page (${path}) loads ${kb(total + onUseBytes)} of JS gzip once every island on ` +
        `it is used, over the ${kb(ALL_USED_BUDGET_BYTES)} budget`,
    ).toBeLessThanOrEqual(ALL_USED_BUDGET_BYTES)
  })
})
