import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { ImpactValue, Result } from 'axe-core'

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical']

/** Runs axe-core (every rule, none excluded) on the page as it stands and returns its serious
 * and critical violations. AxeBuilder puts the source in through Playwright's evaluate (CDP
 * Runtime.evaluate), which script-src does not govern, so the site's CSP stays as shipped. */
async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    // axe.run in the page, as before: the default (runPartial per frame, then finishRun in a
    // blank page of the same context) hung on the order confirmation page here.
    .setLegacyMode()
    .analyze()
  return results.violations.filter((v) => v.impact && BLOCKING.includes(v.impact))
}

/** One line per violation: where, rule id, impact, help and the first few target selectors. */
function describeViolations(where: string, violations: Result[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' | ')
    return `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${targets}`
  })
}

/** The serious and critical violations on the page, described with `where`: [] when none. */
export const axeAudit = async (page: Page, where: string): Promise<string[]> =>
  describeViolations(where, await seriousViolations(page))
