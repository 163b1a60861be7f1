// Small helpers for the project's scripts: progress lines and child processes that fail loudly.
import { spawnSync } from 'node:child_process'

export const step = (message) => console.log(`\n▶ ${message}`)

/** Runs a command from node_modules/.bin (npm puts it on PATH) and exits on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false, ...options })
  if (result.error) {
    console.error(`✖ Could not start ${cmd}: ${result.error.message}`)
    process.exit(1)
  }
  if (result.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
  return result
}
