import type { Page } from '@playwright/test'

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
