// `node scripts/profile-route.mjs <path> [seconds] [header:value ...]`: a CPU profile of the
// built worker on workerd (Miniflare, the bench's database) while autocannon drives one route,
// so the cost of a request can be found by function rather than guessed.
// Writes .wrangler/profiles/<route>.cpuprofile (open it in Chrome DevTools' Performance panel)
// and prints the functions with the most self time and the middleware with the most total
// time. Build with WORKER_MINIFY=0 first for readable names. PROFILE_PORT (8790) and
// PROFILE_INSPECTOR_PORT (9231) move it.
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import { startBuiltWorker } from './lib/workerd.mjs'

const [path = '/', secondsArg = '10', ...headerArgs] = process.argv.slice(2)
const seconds = Number(secondsArg)
const headers = Object.fromEntries(
  headerArgs.map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1)]),
)
const port = Number(process.env.PROFILE_PORT ?? 8790)
const inspectorPort = Number(process.env.PROFILE_INSPECTOR_PORT ?? 9231)
const persistTo = process.env.D1_PERSIST_TO ?? '.wrangler/bench-20000'

const worker = await startBuiltWorker({
  port,
  inspectorPort,
  persistTo,
  vars: { PAGE_CACHE_MAX_AGE: '3600' },
})
const url = worker.url + path
// Warm up: fill the caches and let V8 optimise before the profile starts.
await autocannon({ url, headers, connections: 4, duration: 2 })

const targets = await fetch(`http://127.0.0.1:${inspectorPort}/json`).then((r) => r.json())
const target = targets.find((t) => /dealio/.test(t.title ?? t.id ?? '')) ?? targets[0]
const ws = new WebSocket(target.webSocketDebuggerUrl)
await new Promise((resolve, reject) => {
  ws.onopen = resolve
  ws.onerror = reject
})
let nextId = 1
const pending = new Map()
ws.onmessage = (event) => {
  const msg = JSON.parse(event.data)
  if (msg.id && pending.has(msg.id)) {
    pending.get(msg.id)(msg)
    pending.delete(msg.id)
  }
}
const send = (method, params = {}) =>
  new Promise((resolve) => {
    const id = nextId++
    pending.set(id, resolve)
    ws.send(JSON.stringify({ id, method, params }))
  })

await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 100 })
await send('Profiler.start')
const load = await autocannon({ url, headers, connections: 16, duration: seconds })
const { result } = await send('Profiler.stop')
ws.close()
const profile = result.profile
mkdirSync('.wrangler/profiles', { recursive: true })
const file = `.wrangler/profiles/${path.replace(/[^\w]+/g, '_') || 'root'}.cpuprofile`
writeFileSync(file, JSON.stringify(profile))

// Self time per function and total time per function (a function counted once per stack).
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const deltas = profile.timeDeltas
const selfUs = new Map()
const totalUs = new Map()
let allUs = 0
profile.samples.forEach((id, i) => {
  const dt = deltas[i + 1] ?? 0
  allUs += dt
  const node = byId.get(id)
  const name = label(node)
  selfUs.set(name, (selfUs.get(name) ?? 0) + dt)
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = label(byId.get(cur))
    if (seen.has(n)) continue
    seen.add(n)
    totalUs.set(n, (totalUs.get(n) ?? 0) + dt)
  }
})
function label(node) {
  const f = node.callFrame
  const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''
  return `${f.functionName || '(anonymous)'} ${where}`.trim()
}
const busyUs = allUs - (selfUs.get('(idle)') ?? 0)
const requests = load.requests.total
const top = (m, n) =>
  [...m.entries()]
    .filter(([k]) => k !== '(idle)' && k !== '(root)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
const fmt = ([name, us]) =>
  `  ${((100 * us) / busyUs).toFixed(1).padStart(5)}%  ${(us / 1000 / requests).toFixed(4)} ms/req  ${name}`
console.log(
  `${path}: ${requests} requests, ${Math.round(load.requests.average)} req/s, ` +
    `${(busyUs / 1000 / requests).toFixed(3)} ms of JS-thread time per request (profile: ${file})`,
)
console.log('Self time:')
for (const row of top(selfUs, Number(process.env.PROFILE_TOP ?? 30))) console.log(fmt(row))
console.log('Total time (inclusive):')
for (const row of top(totalUs, Number(process.env.PROFILE_TOP ?? 40))) console.log(fmt(row))
await worker.mf.dispose()
process.exit(0)
