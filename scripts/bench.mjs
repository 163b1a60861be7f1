// `npm run bench`: throughput and p99 of the homepage and a deal page as ratios to a bare Hono
// text route on the same workerd, measured side by side (variants alternated, several rounds),
// plus client JS/CSS and HTML bytes (gzip) per page type. Ratios, never absolute times: the
// machine is shared and small.
import autocannon from 'autocannon'
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { prepareDatabase } from './lib/database.mjs'
import { run, step } from './lib/proc.mjs'
import { startDevServer, waitForServer } from './lib/server.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

const PORT = Number(process.env.BENCH_PORT ?? 8788)
const BASE = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

if (process.env.BENCH_SKIP_BUILD !== '1') run('node', ['scripts/build.mjs'])
prepareDatabase()
// Per-request log lines go through wrangler's Node process; they would be measured too.
const server = startDevServer({ port: PORT, quiet: true, logLevel: 'warn' })
process.on('exit', () => server.stop())
await waitForServer(BASE, { child: server.child })

const home = await fetch(`${BASE}/`).then((r) => r.text())
const dealPath = home.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/)?.[1]
if (!dealPath) throw new Error('No deal link on the homepage to benchmark')

const variants = { bare: '/__bench/bare', homepage: '/', deal: dealPath }
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
for (const path of Object.values(variants)) {
  await autocannon({ url: BASE + path, connections: 4, duration: 1 }) // warm-up
}
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, path] of Object.entries(variants)) {
    const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: SECONDS })
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`)
    results[name].push({ rps: r.requests.average, p99: r.latency.p99 })
    step(`round ${round} ${name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`)
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const summary = Object.fromEntries(
  Object.entries(results).map(([k, rs]) => [
    k,
    { rps: median(rs.map((r) => r.rps)), p99: median(rs.map((r) => r.p99)) },
  ]),
)

step('Throughput (median of rounds; ratio to the bare Hono route on the same workerd)')
for (const [name, { rps, p99 }] of Object.entries(summary)) {
  const ratio = (rps / summary.bare.rps) * 100
  console.log(
    `  ${name.padEnd(10)} ${Math.round(rps).toString().padStart(7)} req/s  ${ratio.toFixed(1).padStart(5)}% of bare   p99 ${p99} ms (${(p99 / summary.bare.p99).toFixed(1)}x bare)`,
  )
}

console.log(
  '  Note: wrangler dev puts its proxy in front of workerd, which caps the bare route well below\n' +
    '  raw workerd; the page ratios are therefore an upper bound of what they are on raw workerd.',
)

step('Bytes (gzip)')
const gz = (buf) => gzipSync(buf, { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const assets = readdirSync('dist/client/assets')
const js = assets
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gz(readFileSync(`dist/client/assets/${f}`)), 0)
const css = assets
  .filter((f) => f.startsWith('site-') && f.endsWith('.css'))
  .reduce((n, f) => n + gz(readFileSync(`dist/client/assets/${f}`)), 0)
console.log(`  client JS (all islands, every page) ${kb(js)}   CSS ${kb(css)}`)
const samples = {
  root: '/',
  homepage: '/deals/national-deal',
  category: '/deals/london',
  deal: dealPath,
  search: '/search',
  gifts: '/gifts',
  travel: '/deals/travel',
  account: '/login',
  notFound: '/no-such-page',
}
for (const [type, path] of Object.entries(samples)) {
  const html = Buffer.from(await fetch(BASE + path).then((r) => r.text()))
  console.log(
    `  HTML ${type.padEnd(10)} ${kb(gz(html)).padStart(8)} gzip  (${kb(html.length)} raw)  ${path}`,
  )
}
server.stop()
process.exit(0)
