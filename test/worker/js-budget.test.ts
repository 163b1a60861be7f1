import { env, SELF } from 'cloudflare:test'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { makeOrderBasket } from '../fixtures/make-shopper'
import { clock } from './clock'

/** Bytes, budgeted on top of React: the client JS of every anonymous page
 * type, and of checkout, stays within budget. The browser measurement is `npm run bench`; this
 * is the fast guard that fails `npm test` (which builds first): each page is rendered here, its
 * `data-island` names are read from the HTML, and its JS is added up from the client build's
 * manifest, as a browser fetches it — the entry and its static imports, the islands' runtime
 * (hydrate.tsx), the chunk and static imports of each island that hydrates unprompted (at load,
 * when idle or visible: hydrate-on.ts), and the chunks the entry always fetches once the page
 * is idle. Islands that wait for first use are not fetched before it: what they add is held to
 * a guard of its own. Gzip level 9, as the bench measures.
 *
 * The browser runs React 19 and React DOM, one chunk of their own (react-runtime,
 * vite.config.ts, about 66 KB): the budgets are for our code on top of it. On preact/compat
 * (about 10 KB) pages loaded 45-53 KB in all, so 35-43 KB of ours. */
const REACT_CHUNK_NAME = 'react-runtime'
/** Ours, per anonymous page type, before a visitor uses anything. */
const OURS_BUDGET_BYTES = 35 * 1024
/** Ours on checkout, where the island is the page (the form, payment, addresses). */
const CHECKOUT_OURS_BUDGET_BYTES = 45 * 1024
/** Ours once every island on an anonymous page is used (location chooser, sort, share, review
 * form...): 36-39 KB today. */
const ALL_USED_OURS_BUDGET_BYTES = 42 * 1024

/** Chunks the entry imports on every page after hydration (src/client/entry.tsx). */
const ALWAYS_LAZY = ['src/client/after-idle.ts']
/** The islands' runtime and store: fetched as soon as the first island is due. */
const HYDRATE_CHUNK = 'src/client/hydrate.tsx'

type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }
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

/** The chunk file of React and React DOM (vite.config.ts's react-runtime group). */
const reactChunk = Object.values(manifest ?? {}).find((c) => c.name === REACT_CHUNK_NAME)?.file

/** A buyable deal's product: open, on sale now, not VIP only, the default brand. */
async function buyableProduct(): Promise<{ dealId: number; productId: number }> {
  const row = await env.DB.prepare(
    `SELECT d.id AS dealId, p.id AS productId FROM deals d JOIN deal_products p ON p.deal_id = d.id
     WHERE d.country_code = 'gb' AND d.open = 1 AND d.vip_only = 0
       AND d.opens_at <= ?1 AND d.closing_date > ?1 AND (d.brand IS NULL OR d.brand = 'dealio')
     ORDER BY d.id LIMIT 1`,
  )
    .bind(clock.now().toISOString())
    .first<{ dealId: number; productId: number }>()
  return row!
}

/** The page's path and the cookie it is fetched with. */
async function pageRequest(type: string): Promise<{ path: string; cookie?: string }> {
  if (type === 'deal') {
    const { dealId } = await buyableProduct()
    return { path: `/deal/london/anything/${dealId}/any-blurb` }
  }
  if (type === 'checkout') {
    const token = await makeOrderBasket(env.DB, null, [
      { ...(await buyableProduct()), quantity: 1 },
    ])
    return { path: `/checkout/${token}`, cookie: `basket_token=${token}` }
  }
  return { path: PAGE_TYPES[type]! }
}

const PAGE_TYPES: Record<string, string> = {
  root: '/',
  homepage: '/deals/national-deal',
  location: '/deals/london',
  category: '/deals/london/beauty',
  deal: '',
  search: '/search?q=spa',
  gifts: '/gifts',
  travel: '/deals/travel',
}

/** The JS a page loads before and after first use, React's chunk apart. */
async function measure(type: string) {
  const { path, cookie } = await pageRequest(type)
  const res = await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
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
  const ours = (files: Set<string>) =>
    [...files].filter((f) => f !== reactChunk).map((file) => ({ file, bytes: size(file) }))
  const sized = ours(chunks)
  const total = sized.reduce((sum, c) => sum + c.bytes, 0)
  const allUsed = ours(onUse).reduce((sum, c) => sum + c.bytes, 0)
  const react = chunks.has(reactChunk!) ? size(reactChunk!) : 0
  const largest = sized
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6)
    .map((c) => `${c.file} ${kb(c.bytes)}`)
    .join(', ')
  console.log(
    `${type.padEnd(9)} React ${kb(react)} + ours ${kb(total).padStart(8)} ` +
      `(${sized.length} chunks) ${path.replace(/[\w-]{20,}$/, '{token}')}; ` +
      `ours ${kb(allUsed)} once every island is used`,
  )
  const about =
    `${type} page (${path}) loads ${kb(total)} of our JS gzip on top of React (${kb(react)}) ` +
    `in ${sized.length} chunks before a visitor uses anything; islands hydrating unprompted: ` +
    `${unprompted.join(', ') || 'none'}; largest chunks: ${largest}`
  return { total, allUsed, about }
}

describe('client JS per page type, on top of React', () => {
  it('has a client build to measure (npm test builds first; alone: node scripts/build.mjs)', () => {
    expect(manifest, 'dist/client/.vite/manifest.json: run node scripts/build.mjs').toBeDefined()
    expect(islandModules.size, 'island loaders read from registry.ts').toBeGreaterThan(20)
    expect(reactChunk, `a ${REACT_CHUNK_NAME} chunk in the client build`).toBeDefined()
    // The server's own renderer never reaches the browser (islands/island.tsx imports it).
    for (const [file, text] of Object.entries(files)) {
      expect(text.includes('renderToString'), `${file} has react-dom/server in it`).toBe(false)
    }
  })

  it.each(Object.keys(PAGE_TYPES))('%s page', async (type) => {
    const { total, allUsed, about } = await measure(type)
    expect(total, `${about}: over ${kb(OURS_BUDGET_BYTES)}`).toBeLessThanOrEqual(OURS_BUDGET_BYTES)
    expect(
      allUsed,
      `${type} page loads ${kb(allUsed)} of our JS once every island on it is used, over ` +
        `${kb(ALL_USED_OURS_BUDGET_BYTES)}`,
    ).toBeLessThanOrEqual(ALL_USED_OURS_BUDGET_BYTES)
  })

  it('checkout page', async () => {
    const { total, about } = await measure('checkout')
    expect(total, `${about}: over ${kb(CHECKOUT_OURS_BUDGET_BYTES)}`).toBeLessThanOrEqual(
      CHECKOUT_OURS_BUDGET_BYTES,
    )
  })
})
