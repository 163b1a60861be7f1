/** Two shared chunks of the client build (vite.config.ts), so a page fetches a few files of our
 * code rather than a score of small ones: each chunk is a response of its own, gzipped alone,
 * with import lines of hashed names that do not compress (measured on the deal page, 34
 * chunks cost 7 KB more than the same code in one; test/worker/js-budget.test.ts). What only
 * some pages or first use need stays in chunks of its own, as the bundler splits them.
 * - `shell`: what every storefront page runs once its first island is due.
 * - `listings`: what the listing islands share (deal cards, prices, listing URLs). */

/** Dynamic imports every storefront page makes: the islands' runtime, the page start, the
 * header's islands, the search box and the exit promotion (due when idle), the work after idle. */
const SHELL_ROOTS = [
  'src/client/hydrate.tsx',
  'src/client/page-start.ts',
  'src/client/islands/shell/header-islands.ts',
  'src/client/islands/discovery/search-autocomplete.tsx',
  'src/client/islands/shell/exit-promotion.tsx',
  'src/client/after-idle.ts',
]
/** The islands of listings and the home page's rails: what two of them share, and no other
 * island uses, is one chunk (deal pages and checkout never fetch it). */
const LISTING_ROOTS = [
  'src/client/islands/discovery/listing-islands.ts',
  'src/client/islands/discovery/load-more.tsx',
  'src/client/islands/discovery/rail-islands.ts',
  'src/client/islands/discovery/recently-viewed-list.tsx',
]
const ENTRY = 'src/client/entry.tsx'

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** Every module `from` imports statically, transitively, itself included. */
function staticImports(graph: ModuleGraph, from: string, into = new Set<string>()): Set<string> {
  if (into.has(from)) return into
  into.add(from)
  for (const id of graph.getModuleInfo(from)?.importedIds ?? []) staticImports(graph, id, into)
  return into
}

/** A code-splitting `name` function: 'shell' for what the shell's roots import statically,
 * 'listings' for what two listing roots import, null for the rest. Never a root itself (each
 * stays the chunk its dynamic import asks for) nor what the entry has. Needs
 * `includeDependenciesRecursively: false`, or the entry's own modules that a shell module
 * imports (Vite's preload helper) would move into the shell, and the entry would wait for it. */
export function sharedChunks(root: string): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, string> | undefined
  const absolute = (path: string) => `${root}/${path}`
  return (id, graph) => {
    groups ??= assign(graph, absolute)
    return groups.get(id) ?? null
  }
}

function assign(graph: ModuleGraph, absolute: (path: string) => string): Map<string, string> {
  const groups = new Map<string, string>()
  const taken = staticImports(graph, absolute(ENTRY))
  for (const path of [...SHELL_ROOTS, ...LISTING_ROOTS]) taken.add(absolute(path))
  for (const path of SHELL_ROOTS) {
    for (const m of staticImports(graph, absolute(path))) if (!taken.has(m)) groups.set(m, 'shell')
  }
  const listings = new Set(LISTING_ROOTS.map(absolute))
  // Which dynamic imports (islands, the runtime, the work after idle) reach each module.
  const users = new Map<string, Set<string>>()
  const dynamicRoots = new Set<string>()
  for (const m of staticImports(graph, absolute(ENTRY))) {
    for (const id of graph.getModuleInfo(m)?.dynamicallyImportedIds ?? []) dynamicRoots.add(id)
  }
  for (const dynamicRoot of dynamicRoots) {
    for (const m of staticImports(graph, dynamicRoot)) {
      users.set(m, (users.get(m) ?? new Set()).add(dynamicRoot))
    }
  }
  for (const [m, by] of users) {
    const listingsOnly = by.size >= 2 && [...by].every((user) => listings.has(user))
    if (listingsOnly && !taken.has(m) && !groups.has(m)) groups.set(m, 'listings')
  }
  return groups
}
