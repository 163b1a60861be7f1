// `npm run test:stress`: the full variants of the proofs under load (10 rounds of 200 buyers, each
// fault 50 times, the long fuzz run...). They are the worker tests that import
// test/worker/stress.ts, run with STRESS=1; the same files run at their fast size in `npm test`.
import { readdirSync, readFileSync } from 'node:fs'
import { run, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

const dir = 'test/worker'
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => /from '(\.\.?\/)+(worker\/)?stress'/.test(readFileSync(`${dir}/${f}`, 'utf8')))
  .map((f) => `${dir}/${f}`)
if (files.length === 0) {
  console.error('✖ No worker test imports test/worker/stress.ts')
  process.exit(1)
}
const started = Date.now()
step(`Stress variants (STRESS=1): ${files.length} files`)
for (const f of files) console.log(`  ${f}`)
run('vitest', ['run', '--project', 'worker', ...files], { env: { ...process.env, STRESS: '1' } })
step(`Stress variants green in ${Math.round((Date.now() - started) / 1000)}s`)
