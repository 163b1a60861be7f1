// `npm start`: build, migrate and seed local D1, then serve every brand on :8787.
import { brandDevHosts } from './lib/brand-hosts.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { run, step } from './lib/proc.mjs'
import { DEFAULT_PORT, startDevServer, waitForServer } from './lib/server.mjs'
import { cronIntervalMinutes, runScheduledJobs } from './lib/jobs.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

run('node', ['scripts/build.mjs'])
prepareDatabase()
step(`Serving on http://localhost:${DEFAULT_PORT}`)
console.log(
  brandDevHosts()
    .map(({ name, countryCode, devHost }) => {
      const label = `${name} (${countryCode.toUpperCase()})`.padEnd(21)
      return `  ${label} http://${devHost}:${DEFAULT_PORT}`
    })
    .join('\n'),
)
const server = startDevServer()
const stop = () => {
  server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.child.on('exit', (code) => process.exit(code ?? 0))

// wrangler dev does not fire crons by itself: a ticker runs the scheduled jobs once the server
// answers and then on the cron's interval, so e-gift codes, referral credit, points, deposit
// expiry and auto-credit happen locally as they do in production. `npm run jobs` runs them now.
const baseUrl = `http://localhost:${DEFAULT_PORT}`
const minutes = cronIntervalMinutes()
const tick = () =>
  runScheduledJobs(baseUrl).catch((err) => console.error(`✖ scheduled jobs: ${err.message}`))
waitForServer(baseUrl, { child: server.child }).then(
  () => {
    step(`Scheduled jobs run now and every ${minutes} minutes (npm run jobs runs them at once)`)
    tick()
    setInterval(tick, minutes * 60_000)
  },
  (err) => console.error(`✖ ${err.message}`),
)
