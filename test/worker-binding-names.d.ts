// The generated src/worker/worker-configuration.d.ts names binding types as the Workers runtime
// declares them, globally. Tests and tools run with the DOM and Node libs, which clash with the
// global runtime types, so here those names point at the module form of the same package.
type D1Database = import('@cloudflare/workers-types').D1Database
type KVNamespace = import('@cloudflare/workers-types').KVNamespace
// A service binding seen from the DOM: what the tests' SELF and the app's ASSETS are used for.
type Fetcher = { fetch: typeof fetch }
