import { defineConfig } from 'vite'
import wyw from '@wyw-in-js/vite'
import { releaseId } from './scripts/lib/release-id.mjs'
import { sharedChunks } from './scripts/lib/shared-chunks.ts'

/** Three builds from one config (scripts/build.mjs runs them all):
 * - `--mode client`: the islands entry for browsers, into dist/client/assets.
 * - `--mode client-dev`: the same with React's development build, into dist/client-dev, which
 *   nothing serves: the hydration check (test/e2e/hydration-match.test.ts) swaps it in for
 *   the page's own, since only the development build reports attributes that hydrate
 *   differently (ids).
 * - `--mode worker`: the Hono worker for workerd, into dist/worker. Components are styled with
 *   Linaria, so the worker has to go through the same transform; its extracted CSS is the
 *   site's single stylesheet (the client build sees only the islands' share of it). */
/** react-dom/server.node is CommonJS and `require`s these built-ins; an ES module bundle on
 * workerd has no `require`, so the bundle gets one that hands out the nodejs_compat modules. */
const NODE_BUILTINS = ['util', 'crypto', 'stream', 'async_hooks']
const NODE_REQUIRE_SHIM = [
  ...NODE_BUILTINS.map((name) => `import * as __node_${name} from 'node:${name}';`),
  `const require = (id) => ({ ${NODE_BUILTINS.map((n) => `${n}: __node_${n}`).join(', ')} })[id.replace(/^node:/, '')] ?? (() => { throw new Error('No ' + id + ' in workerd'); })();`,
].join('\n')

/** Vite wraps every dynamic import of the client in its preload helper, which adds
 * `<link rel=modulepreload>` and CSS links for a chunk's imports before fetching it. Neither
 * happens here (`modulePreload: false`; one stylesheet, no CSS split), yet the helper (0.5 KB
 * gzip of the entry, which every page loads) still shipped: it is replaced by a plain call. */
const PRELOAD_HELPER = '\0vite/preload-helper.js'
const noPreloadHelper = {
  name: 'dealio:no-preload-helper',
  enforce: 'pre' as const,
  load: (id: string) =>
    id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined,
}

export default defineConfig(({ mode }) => {
  const linaria = wyw({
    include: ['src/**/*.{ts,tsx}'],
  })
  // jotai marks its React bindings 'use client' for RSC bundlers; it means nothing here.
  const onwarn = (warning: { code?: string }, warn: (w: never) => void) => {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never)
  }
  if (mode === 'worker') {
    return {
      plugins: [linaria],
      publicDir: false,
      resolve: { conditions: ['workerd', 'worker', 'browser', 'import', 'default'] },
      ssr: { noExternal: true, target: 'webworker' },
      define: { __DEALIO_RELEASE__: JSON.stringify(releaseId()) },
      build: {
        ssr: 'src/worker/index.ts',
        outDir: 'dist/worker',
        emptyOutDir: true,
        ssrEmitAssets: true,
        cssCodeSplit: false,
        // WORKER_MINIFY=0 keeps function names for a CPU profile (scripts/profile-route.mjs).
        minify: process.env.WORKER_MINIFY !== '0',
        // index.js.map: wrangler uploads it (upload_source_maps), so a production stack frame
        // reads as src/ in the dashboard and the error tracker, not as one line of index.js.
        sourcemap: true,
        target: 'es2023',
        rollupOptions: {
          // react-dom/server.node (stream-page.tsx says why) imports Node built-ins by their bare
          // names; workerd's nodejs_compat provides them.
          // resvg's WebAssembly and the share cards' font stay imports: wrangler bundles them as
          // a compiled module and bytes (its module rules, wrangler.toml [[rules]]).
          external: [/^cloudflare:/, /^node:/, ...NODE_BUILTINS, /\.wasm$/, /\.ttf$/],
          onwarn,
          output: { entryFileNames: 'index.js', format: 'es', banner: NODE_REQUIRE_SHIM },
        },
      },
    }
  }
  const development = mode === 'client-dev'
  return {
    plugins: [linaria, noPreloadHelper],
    resolve: {
      // SWR imports useSyncExternalStore from its React 17 shim package, which ships its own
      // fallback implementation beside a check for React's (0.4 KB gzip on every page). The
      // browser runs React 19, which has it: the import goes straight to React.
      alias: { 'use-sync-external-store/shim': 'src/client/vendor/sync-external-store.ts' },
    },
    publicDir: development ? false : 'public',
    define: development ? { 'process.env.NODE_ENV': JSON.stringify('development') } : {},
    build: {
      outDir: development ? 'dist/client-dev' : 'dist/client',
      // CLIENT_MINIFY=0 keeps names for profiling (scripts/profile-route.mjs's client twin).
      minify: !development && process.env.CLIENT_MINIFY !== '0',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The worker's stylesheet already holds every island's CSS; split CSS would make the
      // island chunks load duplicate stylesheets at runtime.
      cssCodeSplit: false,
      // No <link rel=modulepreload> added at run time before each island's chunk: on a phone
      // at 4x those insertions were 60 ms of the deal page's one long task. A chunk's own
      // imports are then found when it arrives, one round trip later.
      modulePreload: false,
      rollupOptions: {
        input: 'src/client/entry.tsx',
        onwarn,
        // @date-fns/tz declares no sideEffects, so a module that imports it for a function the
        // island never calls (stock-state's closing day on the deal page) kept a bare import of
        // its 1.7 KB chunk. Its top level only fills in its own TZDate class.
        treeshake: {
          moduleSideEffects: [
            { test: /node_modules[\\/]@date-fns[\\/]tz[\\/]/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            // A group takes only what it names: the entry's own modules stay in the entry.
            includeDependenciesRecursively: false,
            groups: [
              // React and React DOM are one chunk of their own, fetched with the first island
              // that is due: the JS budget (test/worker/js-budget.test.ts) names it apart from
              // our code, and a deploy that changes only our code leaves it cached.
              {
                name: 'react-runtime',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              // Our code every page runs, and what listing islands share: a few files instead
              // of a score (scripts/lib/shared-chunks.ts says why and what).
              { name: sharedChunks(import.meta.dirname), debugName: 'shared-chunks', priority: 1 },
            ],
          },
        },
      },
    },
  }
})
