import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { AxeResults, ImpactValue, Result } from 'axe-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical']

/** Runs axe-core on the page as it stands and returns its serious and critical violations.
 * The source goes in through Playwright's evaluate (CDP Runtime.evaluate), which script-src does
 * not govern, so the site's CSP stays exactly as shipped. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (opts: object) => Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  )
  return results.violations.filter((v) => v.impact && BLOCKING.includes(v.impact))
}

/** One line per violation: where, rule id, impact, help and the first few target selectors. */
export function describeViolations(where: string, violations: Result[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' | ')
    return `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${targets}`
  })
}
