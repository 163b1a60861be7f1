// Side-by-side steps for `npm test`: on 2 cores, a single-threaded step (tsc, one workerd)
// leaves a core idle that another step can use. Each lane runs its commands in turn; lanes run
// at the same time. A lane's output is kept and printed whole when the lane ends, so the log
// reads lane by lane rather than interleaved.
import { spawn } from 'node:child_process'

/**
 * @typedef {{ cmd: string, args: string[], env?: NodeJS.ProcessEnv }} Command
 * @typedef {{ name: string, commands: Command[] }} Lane
 */

/** Runs one command, collecting its output; resolves with the exit code. */
function runCollected({ cmd, args, env }, output) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (err) => {
      output.push(Buffer.from(`✖ Could not start ${cmd}: ${err.message}\n`))
      resolve(1)
    })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

/** Runs the lanes side by side and exits the process when any command fails (after every lane
 * has ended, so no child is left running). Prints each lane's time, and each command's. */
export async function runLanes(title, lanes) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const output = []
      const laneStarted = performance.now()
      let failed = null
      const times = []
      for (const command of lane.commands) {
        const commandStarted = performance.now()
        const code = await runCollected(command, output)
        const took = Math.round((performance.now() - commandStarted) / 1000)
        times.push(`${[command.cmd, ...command.args].join(' ').slice(0, 60)}: ${took}s`)
        if (code !== 0) {
          failed = `${command.cmd} ${command.args.join(' ')} failed with exit code ${code}`
          break
        }
      }
      const seconds = Math.round((performance.now() - laneStarted) / 1000)
      console.log(`\n── ${lane.name} (${seconds}s) ${failed ? '✖' : '✓'}`)
      process.stdout.write(Buffer.concat(output))
      // Where the lane's time went, for balancing the lanes (scripts/test.mjs).
      console.log(`   ${lane.name.split(' ')[0]} lane, by command: ${times.join('; ')}`)
      if (failed) console.error(`✖ ${failed}`)
      return { lane: lane.name, seconds, failed }
    }),
  )
  console.log(`  ${title}: ${Math.round((performance.now() - started) / 1000)}s`)
  if (results.some((result) => result.failed)) process.exit(1)
  return results
}
