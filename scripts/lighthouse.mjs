// `npm run lighthouse`: Lighthouse's performance audit of the built worker, served as
// `npm start` serves it, for the home page, a category page, a deal page and search. Mobile by
// default (Lighthouse's own profile: a mid-range phone, 4× slower CPU, slow 4G simulated);
// `-- --desktop` audits the desktop profile. Prints score, CLS, TBT, LCP and FCP per page (the
// median run of LIGHTHOUSE_RUNS, default 3, since one run on a shared machine is noisy) and
// exits 1 when a page scores under LIGHTHOUSE_MIN (default 95). Offline: Debian's chromium,
// launched by chrome-launcher; nothing is downloaded. LIGHTHOUSE_URL audits a server already
// running instead of starting one. Not part of `npm test`: it takes a minute or two.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { run, step } from './lib/proc.mjs'
import { startDevServer, waitForServer } from './lib/server.mjs'
import { londonDate, testNow } from './lib/test-clock.mjs'

const DESKTOP = process.argv.includes('--desktop')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN ?? 95)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8797)

ensureChromium()

let server = null
let base = process.env.LIGHTHOUSE_URL
if (!base) {
  run('node', ['scripts/build.mjs'])
  // Its own local database, seeded for the pinned test date (as the browser tests'), so every
  // run audits the same catalogue and the dev database is left alone.
  process.env.D1_PERSIST_TO ??= '.wrangler/lighthouse'
  process.env.SEED_TODAY = londonDate(testNow())
  prepareDatabase()
  base = `http://localhost:${PORT}`
  step(`Serving the built worker on ${base}`)
  server = startDevServer({ port: PORT, quiet: true, vars: { CLOCK_NOW: testNow() } })
  try {
    await waitForServer(base, { child: server.child })
  } catch (err) {
    server.stop()
    console.error(server.output())
    throw err
  }
}

/** The main deal of a category page: a deal page the catalogue certainly has. */
async function dealPath() {
  const html = await (await fetch(`${base}/deals/london/beauty`)).text()
  const path = /href="(\/deal\/[^"]+)"/.exec(html.slice(html.indexOf('data-testid="main-deal"')))
  if (!path) throw new Error('no main deal on /deals/london/beauty')
  return path[1]
}

/** LIGHTHOUSE_PAGES=home,deal audits only those. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',')
const pages = [
  ['home', async () => '/'],
  ['category', async () => '/deals/london/beauty'],
  ['deal', dealPath],
  ['search', async () => '/search?q=spa'],
].filter(([name]) => !only || only.includes(name))

/** One Lighthouse run of `path`. Lighthouse now and then fails to record a trace (NO_NAVSTART
 * and the like, "please run Lighthouse again"): such a run is tried again, twice at most. */
async function audit(path, attempt = 1) {
  const result = await lighthouse(
    `${base}${path}`,
    { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    DESKTOP ? desktopConfig : undefined,
  )
  const { audits, categories, runtimeError } = result.lhr
  if (runtimeError) {
    if (attempt < 3) return audit(path, attempt + 1)
    throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`)
  }
  return {
    score: Math.round(categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    // What the blocking time is made of: Lighthouse's long tasks (simulated at its CPU slowdown).
    longTasks: (audits['long-tasks']?.details?.items ?? []).map(
      (task) =>
        `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ${String(task.url).split('/').pop()}`,
    ),
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

step(`Lighthouse ${DESKTOP ? 'desktop' : 'mobile'}, median of ${RUNS} run(s) per page`)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
})
const rows = []
try {
  for (const [name, pathOf] of pages) {
    const path = await pathOf()
    // A first visit warms what a live site has warm: the page cache and the isolate.
    await fetch(`${base}${path}`).then((res) => res.arrayBuffer())
    const results = []
    for (let i = 0; i < RUNS; i += 1) results.push(await audit(path))
    // The run with the median score, so its figures belong together.
    const score = median(results.map((r) => r.score))
    const row = {
      name,
      path,
      runs: results.map((r) => r.score),
      ...results.find((r) => r.score === score),
    }
    rows.push(row)
    console.log(
      `${name.padEnd(9)} ${String(row.score).padStart(3)}  CLS ${row.cls.toFixed(3)}  TBT ${String(Math.round(row.tbt)).padStart(4)} ms  LCP ${String(Math.round(row.lcp)).padStart(5)} ms  FCP ${String(Math.round(row.fcp)).padStart(5)} ms  runs ${row.runs.join('/')}  ${path}`,
    )
    if (process.env.LIGHTHOUSE_VERBOSE) console.log(`  long tasks: ${row.longTasks.join(', ')}`)
  }
} finally {
  chrome.kill()
  server?.stop()
}

const low = rows.filter((row) => row.score < MIN_SCORE)
if (low.length > 0) {
  console.error(
    `✖ Under ${MIN_SCORE}: ${low.map((row) => `${row.name} (${row.score})`).join(', ')}`,
  )
  process.exit(1)
}
console.log(`✔ Every page scores ${MIN_SCORE} or more`)
