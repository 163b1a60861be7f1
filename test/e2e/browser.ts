import { chromium, type Browser, type Page } from 'playwright-core'
import { pinBrowserClock } from './clock'

// @ts-expect-error plain JS helper shared with the scripts (one list of flags)
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

/** Debian's chromium; playwright-core never downloads a browser and gives every launch a
 * fresh temporary profile (the user-data-dir the machine notes ask for). Every context and
 * page it opens starts at the pinned test instant (./clock.ts), as the server does. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH as string,
    args: CHROMIUM_FLAGS as string[],
  })
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await pinBrowserClock(context)
    return context
  }
  browser.newPage = async (options) => {
    const page = await newPage(options)
    await pinBrowserClock(page.context())
    return page
  }
  return browser
}

/** Collects console errors, CSP violations and uncaught page errors for a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) {
      // The location names the resource a 'Failed to load resource' line is about.
      problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`)
    }
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return problems
}
