// Builds the worker and the client islands, then links the two: the worker's extracted
// stylesheet is published beside the client bundle under a content-hashed name, and the
// placeholders in src/worker/render/client-assets.ts are replaced by the real URLs.
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

step('Building the worker (Vite, Linaria extraction)')
run('vite', ['build', '--mode', 'worker', '--logLevel', 'warn'])
step('Building the client islands')
run('vite', ['build', '--mode', 'client', '--logLevel', 'warn'])
step("Building the client islands again on React's development build (the hydration check's)")
run('vite', ['build', '--mode', 'client-dev', '--logLevel', 'warn'])

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'))
const entry = manifest['src/client/entry.tsx']
if (!entry) throw new Error('Client manifest has no entry for src/client/entry.tsx')

const cssFiles = readdirSync('dist/worker/assets').filter((f) => f.endsWith('.css'))
if (cssFiles.length !== 1) throw new Error(`Expected one worker stylesheet, found ${cssFiles}`)
const css = readFileSync(join('dist/worker/assets', cssFiles[0]))
const cssName = `assets/site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
copyFileSync(join('dist/worker/assets', cssFiles[0]), join('dist/client', cssName))

const workerPath = 'dist/worker/index.js'
const worker = readFileSync(workerPath, 'utf8')
const linked = worker
  .replaceAll('__DEALIO_CLIENT_SCRIPT__', `/${entry.file}`)
  .replaceAll('__DEALIO_STYLESHEET__', `/${cssName}`)
if (linked === worker) throw new Error('Asset placeholders not found in the worker bundle')
writeFileSync(workerPath, linked)
step(`Built: /${entry.file}, /${cssName}`)
