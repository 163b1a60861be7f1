// `node scripts/bench-platform.mjs`: what the platform set-up, not our code, costs the bench's
// empty route. The hello worker of `npm run bench` runs bare; the built worker runs behind the
// options of wrangler.toml, whose assets layer (`run_worker_first`) is a router and an asset
// worker in the same workerd process for every request. This serves the hello worker plain,
// with wrangler.toml's options, with only the assets layer, with one log line per request, and
// then our bundle's /__bench/bare, and prints the workerd CPU ms per request of each.
// BENCH_PLATFORM_PORT (38811) moves the ports; D1_PERSIST_TO as for the bench.
import autocannon from 'autocannon'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { cpuSeconds, startBuiltWorker, workerdPid } from './lib/workerd.mjs'

const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'))
const { Miniflare, convertV4MiniflareOptions } = fromWrangler('miniflare')
const HELLO = "export default { fetch() { return new Response('ok') } }"
const LOGGING_HELLO =
  "export default { fetch(r) { console.log(JSON.stringify({ level: 'info', event: 'request', requestId: crypto.randomUUID(), path: new URL(r.url).pathname, status: 200 })); return new Response('ok') } }"
const persistTo = process.env.D1_PERSIST_TO ?? '.wrangler/bench-20000'
let port = Number(process.env.BENCH_PLATFORM_PORT ?? 38811)

async function measure(name, url, pid) {
  await autocannon({ url, connections: 4, duration: 2 })
  const before = cpuSeconds(pid)
  const run = await autocannon({ url, connections: 16, duration: 8 })
  const ms = ((cpuSeconds(pid) - before) * 1000) / run.requests.total
  console.log(`${name}: ${Math.round(run.requests.average)} req/s, ${ms.toFixed(3)} CPU ms/req`)
}

const ours = () => {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(resolve('wrangler.toml'))
  delete workerOptions.connectHandlers
  delete workerOptions.modulesRules
  return workerOptions
}
const plain = { modules: true, compatibilityDate: '2026-11-01' }
const variants = {
  'hello worker (as the bench runs it)': { ...plain, script: HELLO },
  "hello + wrangler.toml's options": { ...ours(), modules: true, script: HELLO },
  'hello + the assets layer only': { ...plain, script: HELLO, assets: ours().assets },
  'hello + one JSON log line per request': { ...plain, script: LOGGING_HELLO },
}
for (const [name, options] of Object.entries(variants)) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'dealio',
      ...options,
      rootPath: resolve('.'),
      host: '127.0.0.1',
      port,
      handleStructuredLogs: () => {},
    }),
  )
  const url = (await mf.ready).origin
  await measure(name, `${url}/__bench/bare`, workerdPid(port))
  await mf.dispose()
  port++
}
const built = await startBuiltWorker({ port, persistTo })
await measure('our bundle, /__bench/bare', `${built.url}/__bench/bare`, built.pid)
await built.mf.dispose()
