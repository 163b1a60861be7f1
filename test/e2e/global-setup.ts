import type { TestProject } from 'vitest/node'
// @ts-expect-error plain JS helper shared with scripts/start.mjs
import { startDevServer, waitForServer } from '../../scripts/lib/server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Starts the server once for all browser tests, the way `npm start` does (built worker,
 * migrated and seeded local D1), unless E2E_BASE_URL points at a running one. */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL
  if (external) {
    project.provide('baseUrl', external)
    return
  }
  const port = Number(process.env.E2E_PORT ?? 8787)
  const server = startDevServer({ port, quiet: true })
  const baseUrl = `http://localhost:${port}`
  try {
    await waitForServer(baseUrl, { child: server.child })
  } catch (err) {
    server.stop()
    console.error(server.output())
    throw err
  }
  project.provide('baseUrl', baseUrl)
  return () => server.stop()
}
