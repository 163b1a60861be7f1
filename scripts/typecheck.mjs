// `npm run typecheck`: each part of the code against the globals it runs with (tsconfig.json).
// The client and shared projects are built first (declarations only, under node_modules/.cache):
// the worker project reads the components it server-renders through them.
import { run } from './lib/proc.mjs'

run('tsc', ['-b', 'tsconfig.client.json'])
run('tsc', ['-p', 'tsconfig.worker.json'])
run('tsc', ['-p', 'tsconfig.test.json'])
