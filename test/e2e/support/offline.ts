import { expect, type Page } from '@playwright/test'

/** Waits until the voucher pages' service worker cache holds `path`, as the voucher-offline
 * island stores it once live. Polled from here: page.waitForFunction takes the promise an async
 * predicate returns for a truthy answer and would not wait at all. */
export async function offlineCopyKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => Boolean(await (await caches.open('dealio-vouchers')).match(wanted)),
          path,
        ),
      { message: `${path} kept for offline use` },
    )
    .toBe(true)
}
