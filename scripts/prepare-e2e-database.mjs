// The browser tests' database template, migrated and seeded for the pinned test date
// (scripts/lib/e2e-database.mjs). `npm test` runs it beside the worker tests; the browser tests'
// global setup runs it too and finds nothing left to do.
import { prepareE2eTemplate } from './lib/e2e-database.mjs'

prepareE2eTemplate()
