/// <reference types="@cloudflare/vitest-plugin/types" />
// Types for the worker tests' `cloudflare:test` env: the app's bindings plus the migrations
// vitest.config.ts passes in. The plugin types `env` as `Cloudflare.Env`.
import type { D1Migration } from '@cloudflare/vitest-plugin'
import type { Env as AppBindings } from '../../src/worker/env'

declare global {
  namespace Cloudflare {
    interface Env extends AppBindings {
      TEST_MIGRATIONS: D1Migration[]
      /** '1' under `npm run test:stress`, '' in `npm test`. */
      STRESS: string
    }
  }
}
