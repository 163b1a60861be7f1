import type { Page } from '@playwright/test'

/** The dev mailbox frames each mail's HTML part with a sandbox that runs no script. Playwright
 * injects its init scripts (the pinned clock, fixtures.ts) into every frame, and Chromium says
 * so when the sandbox blocks them: the harness's own script, not the page's. */
const harnessScriptInMailFrame = (text: string) =>
  /^Blocked script execution in '[^']*\/dev\/mailbox\/\d+\/html' because the document's frame is sandboxed/.test(
    text,
  )

/** Collects console errors, CSP violations and uncaught page errors for a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) {
      const { url } = msg.location()
      if (harnessScriptInMailFrame(msg.text())) return
      // The location names the resource a 'Failed to load resource' line is about.
      problems.push(`${msg.type()}: ${msg.text()} (${url})`)
    }
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return problems
}
