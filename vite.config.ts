import { defineConfig } from 'vite'
import wyw from '@wyw-in-js/vite'

/** Two builds from one config (scripts/build.mjs runs both):
 * - `--mode client`: the islands entry for browsers, into dist/client/assets.
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
      build: {
        ssr: 'src/worker/index.ts',
        outDir: 'dist/worker',
        emptyOutDir: true,
        ssrEmitAssets: true,
        cssCodeSplit: false,
        // WORKER_MINIFY=0 keeps function names for a CPU profile (scripts/profile-route.mjs).
        minify: process.env.WORKER_MINIFY !== '0',
        target: 'es2023',
        rollupOptions: {
          // react-dom/server.node (stream-page.tsx says why) imports Node built-ins by their bare
          // names; workerd's nodejs_compat provides them.
          external: [/^cloudflare:/, /^node:/, ...NODE_BUILTINS],
          onwarn,
          output: { entryFileNames: 'index.js', format: 'es', banner: NODE_REQUIRE_SHIM },
        },
      },
    }
  }
  return {
    plugins: [linaria],
    // The browser runs the islands on Preact's React-compatible layer, not React DOM (issue 19,
    // README 'Architecture: the client runtime'): React DOM is 68 KB gzip of the 83 KB a page
    // may load, Preact with compat about 10 KB. The islands are written against React's API
    // and the server renders them with React 19; only what the browser fetches changes. React
    // 19-only APIs (use, useActionState, autoFocus focusing on mount) do not exist there, so
    // islands avoid them; the browser suite runs against this build.
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    publicDir: 'public',
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The worker's stylesheet already holds every island's CSS; split CSS would make the
      // island chunks load duplicate stylesheets at runtime.
      cssCodeSplit: false,
      // No <link rel=modulepreload> added at run time before each island's chunk: on a phone
      // at 4x those insertions were 60 ms of the deal page's one long task (issue 19). A
      // chunk's own imports are then found when it arrives, one round trip later.
      modulePreload: false,
      rollupOptions: { input: 'src/client/entry.tsx', onwarn },
    },
  }
})
