import { expect, type Locator, type Page } from '@playwright/test'

// The entry marks each island data-hydrated="true" once it has committed (src/client/entry.tsx)
// and data-hydrate-on with when it is due (islands/hydrate-on.ts). A test waits for the marker
// of the island it is about to use, never for the network to go quiet.

/** The named island (the first on the page). */
export const island = (page: Page | Locator, name: string): Locator =>
  page.locator(`[data-island="${name}"]`).first()

/** Waits until the named island is live. */
export async function live(page: Page | Locator, name: string): Promise<void> {
  await expect(island(page, name), `the ${name} island hydrated`).toHaveAttribute(
    'data-hydrated',
    'true',
  )
}

/** Waits until every island due at load or when idle is live: what a shopper can use at once
 * works. Islands due when visible or on first use are left as the server sent them. An island
 * the entry has not scheduled yet has no data-hydrate-on and counts as not live. */
export async function pageLive(page: Page): Promise<void> {
  const pending = page.locator(
    '[data-island]:not([data-hydrated="true"]):not([data-hydrate-on="visible"]):not([data-hydrate-on="interaction"])',
  )
  await expect(pending, 'islands due at load or when idle that have not hydrated').toHaveCount(0)
}
