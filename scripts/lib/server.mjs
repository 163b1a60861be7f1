// Starts `wrangler dev` the way `npm start` does and waits until it answers.
import { spawn } from 'node:child_process'

export const DEFAULT_PORT = 8787

/** `vars` become `--var NAME:value` (e.g. the browser tests' CLOCK_NOW). */
export function startDevServer({
  port = DEFAULT_PORT,
  quiet = false,
  logLevel = 'info',
  vars = {},
} = {}) {
  const child = spawn(
    'wrangler',
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--local',
      '--show-interactive-dev-session=false',
      // /__scheduled runs the cron's jobs on demand (the ticker in start.mjs, `npm run jobs`).
      '--test-scheduled',
      '--log-level',
      logLevel,
      ...(process.env.D1_PERSIST_TO ? ['--persist-to', process.env.D1_PERSIST_TO] : []),
      // Mail a job makes (no request to take a host from) links here (mail-origin.ts).
      ...Object.entries({ LOCAL_PORT: String(port), ...vars }).flatMap(([name, value]) => [
        '--var',
        `${name}:${value}`,
      ]),
    ],
    {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      detached: true,
      // Miniflare fetches a real `Request.cf` from workers.cloudflare.com on every start and,
      // offline, prints a stack trace before falling back to its placeholder. The worker reads no
      // `request.cf`, so the placeholder at once (as in the worker tests) changes nothing; set
      // CLOUDFLARE_CF_FETCH_ENABLED=true to fetch it anyway.
      env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...process.env },
    },
  )
  let output = ''
  if (quiet) {
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  return { child, stop, output: () => output }
}

/** Polls the health route until the server answers or the deadline passes. */
export async function waitForServer(baseUrl, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`wrangler dev exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`Server at ${baseUrl} did not answer within ${timeoutMs / 1000}s`)
}
