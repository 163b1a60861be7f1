// `npm run jobs`: every scheduled job once, now, on the server `npm start` is running (e-gift
// claim codes, referral credit, club points, deposit expiry, auto-credit...). Their log lines
// appear in the `npm start` terminal. JOBS_URL points at another server.
import { runScheduledJobs } from './lib/jobs.mjs'
import { DEFAULT_PORT } from './lib/server.mjs'
import { step } from './lib/proc.mjs'

const baseUrl = process.env.JOBS_URL ?? `http://localhost:${DEFAULT_PORT}`
step(`Running the scheduled jobs on ${baseUrl}`)
try {
  console.log(await runScheduledJobs(baseUrl))
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err)
  console.error(`✖ ${reason}\n  Is the server running? Start it with \`npm start\` first.`)
  process.exit(1)
}
