// `npm run bench` (issue 9 item 10): autocannon drives the homepage, a deal page, search and the
// cached feed against `wrangler dev` for BENCH_SECONDS (30) each, and reports req/s, p50 and p99
// latency and errors for each as a ratio to the bare Hono route measured in the same run, as a
// markdown table. Any error, timeout or non-2xx answer fails the run (exit 1). Then one-at-a-time
// latencies and the JS/CSS/HTML bytes per page type (BENCH_EXTRAS=0 skips those). Ratios, never
// absolute times, are what count: the machine is shared and small.
import autocannon from 'autocannon'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs'
import { prepareDatabase, queryLocal } from './lib/database.mjs'
import { run, step } from './lib/proc.mjs'
import { startDevServer, waitForServer } from './lib/server.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

const PORT = Number(process.env.BENCH_PORT ?? 8788)
const BASE = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const EXTRAS = process.env.BENCH_EXTRAS !== '0'

// The bench has its own local database at BENCH_DEALS deals (default 20,000, issue 3), kept
// apart from the dev one and reused by later runs.
const BENCH_DEALS = Number(process.env.BENCH_DEALS ?? 20_000)
process.env.D1_PERSIST_TO ??= `.wrangler/bench-${BENCH_DEALS}`
process.env.SEED_DEALS = String(BENCH_DEALS)

if (process.env.BENCH_SKIP_BUILD !== '1') run('node', ['scripts/build.mjs'])
prepareDatabase({ wantDeals: BENCH_DEALS })
// Per-request log lines go through wrangler's Node process; they would be measured too.
const server = startDevServer({ port: PORT, quiet: true, logLevel: 'warn' })
process.on('exit', () => server.stop())
await waitForServer(BASE, { child: server.child })

const home = await fetch(`${BASE}/`).then((r) => r.text())
const dealPath = home.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/)?.[1]
if (!dealPath) throw new Error('No deal link on the homepage to benchmark')

// A session cookie makes a request personal, so it bypasses the page cache: a full render.
const MISS = { cookie: 'ct=bench-miss' }
const stylesheet = home.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1]
const variants = {
  bare: { path: '/__bench/bare' },
  // A static file through the same worker: what DESIGN says a page-cache hit should cost.
  'static css': { path: stylesheet },
  'home hit': { path: '/' },
  'home miss': { path: '/', headers: MISS },
  'deal hit': { path: dealPath },
  'deal miss': { path: dealPath, headers: MISS },
  'search page': { path: '/search?q=spa' },
  'search API': { path: '/api/v1/search/london?q=spa' },
  'feed (KV)': { path: '/api/v1/deals/london' },
}

/** One autocannon run; every failure kind is counted, none throws, so the table still prints. */
async function measure(name, { path, headers }, duration = SECONDS) {
  const r = await autocannon({ url: BASE + path, headers, connections: CONNECTIONS, duration })
  const m = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }
  step(
    `${name}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
      `${m.errors} errors, ${m.non2xx} non-2xx`,
  )
  return m
}

for (const [name, variant] of Object.entries(variants)) {
  await autocannon({
    url: BASE + variant.path,
    headers: variant.headers,
    connections: 4,
    duration: 1,
  })
  step(`warmed ${name}`)
}
// The bare route opens and closes each round, so its ratios average out any drift in what the
// shared machine has to spare over the minutes a round takes.
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
for (let round = 1; round <= ROUNDS; round++) {
  step(`round ${round} of ${ROUNDS}, ${SECONDS} s per route, ${CONNECTIONS} connections`)
  for (const [name, variant] of Object.entries(variants)) {
    results[name].push(await measure(name, variant))
  }
  results.bare.push(await measure('bare (again)', variants.bare))
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length
const sum = (xs) => xs.reduce((a, b) => a + b, 0)
const summarise = (rs, pick = median) => ({
  rps: pick(rs.map((r) => r.rps)),
  p50: pick(rs.map((r) => r.p50)),
  p99: pick(rs.map((r) => r.p99)),
  requests: sum(rs.map((r) => r.requests)),
  errors: sum(rs.map((r) => r.errors)),
  non2xx: sum(rs.map((r) => r.non2xx)),
})
const summary = Object.fromEntries(
  Object.entries(results).map(([k, rs]) => [k, summarise(rs, k === 'bare' ? mean : median)]),
)
const bare = summary.bare
const ratio = (x, b) => (b > 0 ? `${(x / b).toFixed(2)}×` : 'n/a')

step(
  `Load: ${SECONDS} s per route, ${CONNECTIONS} connections, ${ROUNDS} round(s), ${BENCH_DEALS} deals ` +
    '(median of rounds; ratios to the bare Hono route of the same run)',
)
const rows = [
  '| Route | Path | req/s | req/s ÷ bare | p50 ms | p50 ÷ bare | p99 ms | p99 ÷ bare | requests | errors | non-2xx |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
]
for (const [name, m] of Object.entries(summary)) {
  rows.push(
    `| ${name} | \`${variants[name].path}\`${variants[name].headers ? ' + session cookie' : ''} | ` +
      `${Math.round(m.rps)} | ${ratio(m.rps, bare.rps)} | ${m.p50} | ${ratio(m.p50, bare.p50)} | ` +
      `${m.p99} | ${ratio(m.p99, bare.p99)} | ${m.requests} | ${m.errors} | ${m.non2xx} |`,
  )
}
console.log(rows.join('\n'))
const bareRuns = results.bare.map((r) => Math.round(r.rps)).join(' → ')
console.log(
  `\nBare route req/s at the start and end of each round: ${bareRuns} (the ratios use their mean).\n` +
    'wrangler dev puts its proxy in front of workerd, which caps the bare route well below raw\n' +
    'workerd; the page ratios are therefore an upper bound of what they are on raw workerd.',
)
const failed = Object.entries(summary).filter(([, m]) => m.errors > 0 || m.non2xx > 0)
if (failed.length) {
  for (const [name, m] of failed)
    console.error(`✖ ${name}: ${m.errors} errors or timeouts, ${m.non2xx} non-2xx answers`)
  server.stop()
  process.exit(1)
}
if (!EXTRAS) {
  server.stop()
  process.exit(0)
}

step('Latency, one request at a time (p50 / p95 ms; ratio of p50 to the bare route)')
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]
async function timed(pathFor, n = Number(process.env.BENCH_SAMPLES ?? 150)) {
  const client = []
  const server = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    const res = await fetch(BASE + pathFor(i))
    await res.arrayBuffer()
    client.push(performance.now() - started)
    const dur = res.headers.get('server-timing')?.match(/dur=([\d.]+)/)?.[1]
    if (dur !== undefined) server.push(Number(dur))
    if (!res.ok) throw new Error(`${pathFor(i)} answered ${res.status}`)
  }
  return { p50: pct(client, 0.5), p95: pct(client, 0.95), server }
}
const bareLatency = await timed(() => '/__bench/bare')
const show = (name, r) => {
  const serverPart = r.server.length
    ? `   D1 time p50 ${pct(r.server, 0.5)} / p95 ${pct(r.server, 0.95)} ms`
    : ''
  console.log(
    `  ${name.padEnd(26)} ${r.p50.toFixed(1).padStart(6)} / ${r.p95.toFixed(1).padStart(6)} ms  ${(r.p50 / bareLatency.p50).toFixed(1).padStart(5)}x bare${serverPart}`,
  )
}
show('bare', bareLatency)
const feedHit = await timed(() => '/api/v1/deals/london')
// A query no one asked before is a KV miss: D1 computes the feed and facets.
const feedMiss = await timed(
  (i) => `/api/v1/deals/london?excludedealids=${900000 + i}&bench=${Date.now()}`,
)
show('feed, KV hit', feedHit)
show('feed, KV miss (D1)', feedMiss)
console.log(`  feed KV hit / D1 miss p50 ratio: ${(feedHit.p50 / feedMiss.p50).toFixed(2)}`)
const queries = [
  'spa',
  'massage',
  'afternoon tea for 2',
  'london hotel',
  'masage',
  'sp',
  'the',
  'a b c d e f',
]
for (const q of queries) {
  show(`search "${q}"`, await timed(() => `/api/v1/search/london?q=${encodeURIComponent(q)}`, 60))
}

// The heaviest availability answer: the UK calendar deal with the most products (issue 4).
const calendarDeal = queryLocal(
  `SELECT d.id FROM deals d JOIN deal_products p ON p.deal_id = d.id
     JOIN locations l ON l.id = d.location_id
    WHERE d.product_display_type = 'calendar' AND d.open = 1 AND l.country_code = 'gb'
      AND (d.brand IS NULL OR d.brand = 'dealio')
    GROUP BY d.id ORDER BY COUNT(*) DESC, d.id LIMIT 1`,
)?.[0]?.id
if (calendarDeal) {
  show(
    `availability deal ${calendarDeal}`,
    await timed(() => `/api/v1/availability/deal/${calendarDeal}`),
  )
}

step('Bytes per page type (gzip): the JS a browser loads, CSS, HTML')
const gz = (buf) => gzipSync(buf, { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const samples = {
  root: '/',
  homepage: '/deals/national-deal',
  category: '/deals/london',
  deal: dealPath,
  search: '/search?q=spa',
  gifts: '/gifts',
  travel: '/deals/travel',
  account: '/login',
  notFound: '/no-such-page',
}
ensureChromium()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
for (const [type, path] of Object.entries(samples)) {
  const page = await browser.newPage()
  const bodies = { js: [], css: [] }
  page.on('response', async (res) => {
    const kind = res.request().resourceType()
    if (kind !== 'script' && kind !== 'stylesheet') return
    try {
      bodies[kind === 'script' ? 'js' : 'css'].push(gz(await res.body()))
    } catch {
      // a redirect or aborted response has no body
    }
  })
  await page.goto(BASE + path, { waitUntil: 'networkidle' })
  await page.close()
  const html = Buffer.from(await fetch(BASE + path).then((r) => r.text()))
  console.log(
    `  ${type.padEnd(9)} JS ${kb(sum(bodies.js)).padStart(8)} (${bodies.js.length} files)  CSS ${kb(sum(bodies.css)).padStart(7)}  HTML ${kb(gz(html)).padStart(7)} (${kb(html.length)} raw)  ${path}`,
  )
}
await browser.close()
server.stop()
process.exit(0)
