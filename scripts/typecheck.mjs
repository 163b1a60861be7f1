// `npm run typecheck`: each part of the code against the globals it runs with (tsconfig.json).
// The client and shared projects are built first (declarations only, under node_modules/.cache):
// the worker project reads the components it server-renders through them.
//
// Checked by TypeScript 7, the native compiler (`typescript-native`, an npm alias of
// typescript@7): the same checks as TypeScript 5 on the same tsconfigs, in 13 s instead of 98
// s on two cores. `typescript` stays at 5 for what reads its JavaScript API
// (typescript-eslint, editors), which TypeScript 7 does not have. Both install a `tsc` bin, so
// this names the one it means.
import { run } from './lib/proc.mjs'

const tsc = 'node_modules/typescript-native/bin/tsc'
run('node', [tsc, '-b', 'tsconfig.client.json'])
run('node', [tsc, '-p', 'tsconfig.worker.json'])
run('node', [tsc, '-p', 'tsconfig.test.json'])
