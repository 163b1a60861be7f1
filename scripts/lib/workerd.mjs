// The built worker served by workerd itself through Miniflare's API: no `wrangler dev` proxy in
// front, so a benchmark measures the worker. Bindings come from wrangler.toml the way
// `wrangler dev` reads them; D1, KV and the Cache API persist under `<persistTo>/v3`, the layout
// `wrangler dev --persist-to` and `wrangler d1 execute --persist-to` use.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

// The Miniflare (and so the workerd) that wrangler itself runs `wrangler dev` with, not whichever
// copy another package hoisted: the same runtime as development, and no dependency of our own.
const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'))
const { Miniflare, convertV4MiniflareOptions } = fromWrangler('miniflare')

/** Workerd's log lines are dropped unless `logs` is set: the worker logs a line per request,
 * and printing them from Node would take CPU from the load generator. */
const dropLogs = () => {}

/** The worker of the wrangler.toml at `configPath` (main: its built bundle), on `port`. */
export async function startBuiltWorker({
  configPath = 'wrangler.toml',
  port,
  persistTo,
  inspectorPort,
  vars = {},
  logs = false,
}) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(resolve(configPath))
  // Options only wrangler's own dev server understands.
  delete workerOptions.connectHandlers
  // The modules are listed below (bundleModules), so no rule has to find them.
  delete workerOptions.modulesRules
  const root = dirname(resolve(configPath))
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: 'dealio',
      rootPath: root,
      modulesRoot: root,
      modules: bundleModules(main, root),
      bindings: { ...workerOptions.bindings, ...vars },
      host: '127.0.0.1',
      port,
      inspectorPort,
      resourcePersistencePath: resolve(persistTo, 'v3'),
      ...(logs ? {} : { handleStructuredLogs: dropLogs }),
    }),
  )
  const url = await mf.ready
  return { mf, url: url.origin, pid: workerdPid(port) }
}

/** The bundle and what it imports by bare name and wrangler bundles at deploy (its [[rules]]):
 * resvg's and the image codecs' WebAssembly as compiled modules, the share cards' font as bytes. Workerd resolves an
 * import against the importer's folder, so each is listed there, read from node_modules. */
function bundleModules(main, root) {
  const fromRoot = createRequire(resolve(root, 'package.json'))
  const code = readFileSync(main, 'utf8')
  const imported = new Set(
    [...code.matchAll(/from\s*"([^"./][^"]*\.(?:wasm|ttf))"/g)].map((m) => m[1]),
  )
  return [
    { type: 'ESModule', path: resolve(main) },
    ...[...imported].map((specifier) => ({
      type: specifier.endsWith('.wasm') ? 'CompiledWasm' : 'Data',
      path: resolve(dirname(resolve(main)), specifier),
      contents: readFileSync(fromRoot.resolve(specifier)),
    })),
  ]
}

/** The physical limit: a worker that only answers "ok", on the same runtime and options. */
export async function startHelloWorker({ port, compatibilityDate, configPath = 'wrangler.toml' }) {
  // Behind the same assets layer as the built worker (wrangler.toml's `run_worker_first`): in
  // workerd that layer is a router and an asset worker run for every request, and it cost the
  // empty route more than all of our own code did (scripts/bench-platform.mjs; docs/benchmark.md).
  // Cloudflare runs that layer in production and does not bill it as the worker's CPU, so the
  // limit is what a worker that does nothing costs on the same platform.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(resolve(configPath))
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'hello',
      modules: true,
      script: "export default { fetch() { return new Response('ok') } }",
      assets: workerOptions.assets,
      rootPath: dirname(resolve(configPath)),
      compatibilityDate,
      host: '127.0.0.1',
      port,
      handleStructuredLogs: dropLogs,
    }),
  )
  const url = await mf.ready
  return { mf, url: url.origin, pid: workerdPid(port) }
}

/** The workerd process listening on `port` (Miniflare passes it as a socket address), so the
 * bench can read the CPU time it spends. Linux only; elsewhere undefined. */
export function workerdPid(port) {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      let cmdline
      try {
        cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      } catch {
        continue
      }
      if (!cmdline[0]?.includes('workerd')) continue
      if (cmdline.some((arg) => arg.endsWith(`127.0.0.1:${port}`))) return Number(entry)
    }
  } catch {
    // no /proc
  }
  return undefined
}

/** CPU seconds (user + system, all threads) the process has used so far, or undefined. */
export function cpuSeconds(pid) {
  if (!pid) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return ticks / CLOCK_TICKS
  } catch {
    return undefined
  }
}
// USER_HZ is 100 on every Linux the bench runs on.
const CLOCK_TICKS = 100
