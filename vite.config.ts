import { defineConfig } from 'vite'
import wyw from '@wyw-in-js/vite'

/** Two builds from one config (scripts/build.mjs runs both):
 * - `--mode client`: the islands entry for browsers, into dist/client/assets.
 * - `--mode worker`: the Hono worker for workerd, into dist/worker. Components are styled with
 *   Linaria, so the worker has to go through the same transform; its extracted CSS is the
 *   site's single stylesheet (the client build sees only the islands' share of it). */
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
        minify: true,
        target: 'es2023',
        rollupOptions: {
          // react-dom/server.node (stream-page.tsx says why) imports Node built-ins by their bare
          // names; workerd's nodejs_compat provides them.
          external: [/^cloudflare:/, /^node:/, 'util', 'crypto', 'stream', 'async_hooks'],
          onwarn,
          output: { entryFileNames: 'index.js', format: 'es' },
        },
      },
    }
  }
  return {
    plugins: [linaria],
    publicDir: 'public',
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The worker's stylesheet already holds every island's CSS; split CSS would make the
      // island chunks load duplicate stylesheets at runtime.
      cssCodeSplit: false,
      rollupOptions: { input: 'src/client/entry.tsx', onwarn },
    },
  }
})
