// `npm start`: build, migrate and seed local D1, then serve all four brands on :8787.
import { prepareDatabase } from './lib/database.mjs'
import { run, step } from './lib/proc.mjs'
import { DEFAULT_PORT, startDevServer } from './lib/server.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

run('node', ['scripts/build.mjs'])
prepareDatabase()
step(`Serving on http://localhost:${DEFAULT_PORT}`)
console.log(
  [
    `  Dealio (UK)           http://localhost:${DEFAULT_PORT}`,
    `  Dealio (Ireland)      http://ie.localhost:${DEFAULT_PORT}`,
    `  LivingSocial (UK)     http://livingsocial.localhost:${DEFAULT_PORT}`,
    `  LivingSocial (IE)     http://livingsocial-ie.localhost:${DEFAULT_PORT}`,
  ].join('\n'),
)
const server = startDevServer()
const stop = () => {
  server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.child.on('exit', (code) => process.exit(code ?? 0))
