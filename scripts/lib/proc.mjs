// Small helpers for the project's scripts: progress lines and child processes that fail loudly.
import { spawn, spawnSync } from 'node:child_process'

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

/** `run` without blocking this process's event loop, for a command that runs beside a child
 * this process still serves (the browser tests' server, whose output it reads). */
export function runAsync(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: false, ...options })
    child.on('error', (err) => {
      console.error(`✖ Could not start ${cmd}: ${err.message}`)
      process.exit(1)
    })
    child.on('close', (code) => {
      if (code !== 0) {
        console.error(`✖ ${cmd} ${args.join(' ')} failed with exit code ${code}`)
        process.exit(code ?? 1)
      }
      resolve()
    })
  })
}
