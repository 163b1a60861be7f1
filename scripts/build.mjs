// Builds the worker and the client islands, then links the two: the worker's extracted
// stylesheet is published beside the client bundle under a content-hashed name, and the
// placeholders in src/worker/render/client-assets.ts are replaced by the real URLs.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'
import { originalPosition, replaceMapped } from './lib/source-map-edit.mjs'

/** A frame of the built worker read through its map lands in src/: the logger's event name for
 * an unknown error is written in src/worker/http/error-handler.ts, after the asset URLs in the bundle. */
function checkSourceMap(code, map) {
  const lines = code.split('\n')
  const quoted = /["'`]unhandled-error["'`]/
  const line = lines.findIndex((text) => quoted.test(text))
  if (line === -1) throw new Error('The worker bundle has no unhandled-error log call')
  const column = lines[line].search(quoted)
  const original = originalPosition(map, line, column)
  if (!original?.source.endsWith('src/worker/http/error-handler.ts')) {
    throw new Error(
      `The worker's source map sends ${line + 1}:${column} to ${JSON.stringify(original)}`,
    )
  }
  return {
    generated: `${line + 1}:${column + 1}`,
    source: original.source,
    line: original.line + 1,
  }
}

preflight()

/** wyw-in-js 2.5 (Linaria's build-time evaluator) now and then aborts a build with "AbortError:
 * superseded": two files that need different exports of one styles module evaluate it at once,
 * and its eval broker drops the older request mid-load (measured: 1 build in 8 for a mode,
 * whichever module). Nothing is wrong with the code, and the same build passes next time, so
 * that error alone, and only it, builds the mode again, twice at most. The known triggers are
 * kept out (staff-shell.styles.ts says how); any other failure stops the build at once. */
const WYW_RACE = /\[plugin wyw-in-js\][\s\S]*superseded/
function viteBuild(mode, attempt = 1) {
  const result = spawnSync('vite', ['build', '--mode', mode, '--logLevel', 'warn'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
  })
  if (result.status === 0) return
  if (attempt < 3 && WYW_RACE.test(result.stderr ?? '')) {
    step(`wyw-in-js lost its evaluation race ("superseded"): building ${mode} again`)
    return viteBuild(mode, attempt + 1)
  }
  process.stderr.write(result.stderr ?? '')
  console.error(
    `✖ vite build --mode ${mode} failed${result.error ? `: ${result.error.message}` : ''}`,
  )
  process.exit(result.status ?? 1)
}

step('Building the worker (Vite, Linaria extraction)')
viteBuild('worker')
step('Building the client islands')
viteBuild('client')
step("Building the client islands again on React's development build (the hydration check's)")
viteBuild('client-dev')

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'))
const entry = manifest['src/client/entry.tsx']
if (!entry) throw new Error('Client manifest has no entry for src/client/entry.tsx')

const cssFiles = readdirSync('dist/worker/assets').filter((f) => f.endsWith('.css'))
if (cssFiles.length !== 1) throw new Error(`Expected one worker stylesheet, found ${cssFiles}`)
const css = readFileSync(join('dist/worker/assets', cssFiles[0]))
const cssName = `assets/site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
copyFileSync(join('dist/worker/assets', cssFiles[0]), join('dist/client', cssName))

const workerPath = 'dist/worker/index.js'
const mapPath = `${workerPath}.map`
const worker = readFileSync(workerPath, 'utf8')
// The map moves with the code: the URLs differ in length from the placeholders they replace.
const { code: linked, map } = replaceMapped(worker, JSON.parse(readFileSync(mapPath, 'utf8')), {
  __DEALIO_CLIENT_SCRIPT__: `/${entry.file}`,
  __DEALIO_STYLESHEET__: `/${cssName}`,
})
if (linked === worker) throw new Error('Asset placeholders not found in the worker bundle')
writeFileSync(workerPath, linked)
writeFileSync(mapPath, JSON.stringify(map))
const frame = checkSourceMap(linked, map)
step(`Source map: index.js ${frame.generated} is ${frame.source}:${frame.line}`)
step(`Built: /${entry.file}, /${cssName}`)
