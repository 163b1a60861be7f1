import type { BrowserContextOptions } from '@playwright/test'

/** The screens the browser tests use: `test.use(DESKTOP)` for a describe, or a context's
 * options (`newContext(MOBILE)`). A phone has touch and a mobile viewport; PHONE is the same
 * size in a desktop browser (the pages lay out by width). */
export const DESKTOP = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions
export const MOBILE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions
export const PHONE = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions

/** Each test that runs on both kinds of screen, by name. */
export const SCREENS = { desktop: DESKTOP, mobile: MOBILE } as const

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
