// `wrangler types` as the project runs it: only the bindings of wrangler.toml (the runtime's
// types come from @cloudflare/workers-types, see tsconfig.worker.json), and vars as plain
// strings, since tests and production set ENVIRONMENT to values wrangler.toml does not name.
// Without the main module: it is the built dist/worker/index.js, so the file would change with
// whether a build exists.
export const WRANGLER_TYPES = [
  'types',
  'src/worker/worker-configuration.d.ts',
  '--include-runtime=false',
  '--strict-vars=false',
  '--include-main-module=false',
]
