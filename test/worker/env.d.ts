/// <reference types="@cloudflare/vitest-plugin/types" />
// Types for the worker tests' `cloudflare:test` env: the app's bindings (generated, in
// src/worker/worker-configuration.d.ts), its settings, and the migrations vitest.config.ts
// passes in. The plugin types `env` as `Cloudflare.Env`.
import type { D1Migration } from '@cloudflare/vitest-plugin'
import type { EnvSettings } from '../../src/worker/env'

declare global {
  namespace Cloudflare {
    interface Env extends EnvSettings {
      TEST_MIGRATIONS: D1Migration[]
      /** '1' under `npm run test:stress`, '' in `npm test`. */
      STRESS: string
    }
  }
}
