import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../../..')
const eslint = new ESLint({ cwd: ROOT })

/** The lines of `code` (as a test file at `path`) the fixed-now rule reports. */
async function flagged(code: string, path = 'src/shared/example.test.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) })
  return (result?.messages ?? [])
    .filter((m) => m.message.startsWith('A fixed calendar date as now'))
    .map((m) => m.line)
}

/** Each line is one case: every line of FIXED is reported, no line of NOT_NOW is. */
const FIXED = [
  "const now = new Date('2026-11-21T12:00:00Z')",
  "const NOW = '2026-11-21T10:00:00.000Z'",
  "const TODAY = '2026-11-21'",
  "const orderedNow = Date.parse('2026-11-21T10:00:00Z')",
  "const SALE_TODAY = new Date('2026-11-21').toISOString()",
  'const nowMs = new Date(Date.UTC(2026, 10, 21)).getTime()',
  "const today = '2026-11-21' as const",
  "let now; now = new Date('2026-11-21')",
  "function at(now = new Date('2026-11-21')) { return now }",
  "check({ now: new Date('2026-11-21T23:30:00Z'), timeZone: 'Europe/London' })",
  "check({ today: '2026-11-21' })",
  "setClock('2026-12-01T10:00:00.000Z')",
  "setClock(new Date('2026-12-01T10:00:00.000Z'))",
  "atInstant('2023-11-25T12:00:00.000Z', async () => 1)",
  "vi.setSystemTime(new Date('2026-11-21'))",
  'vi.setSystemTime(1795000000000)',
  "page.clock.install({ time: new Date('2026-11-21T10:00:00Z') })",
]

const NOT_NOW = [
  'const now = new Date(testNow())',
  'const TODAY = londonDate(testNow())',
  "const closingDate = '2026-11-21T23:59:59.999Z'",
  "const bstStarts = new Date('2027-03-28T01:00:00Z')",
  "check({ closingDate: '2026-11-21', now })",
  'check({ payNow: 1000, today: dayFromToday(3) })',
  "expect(formatDate('2026-03-29')).toBe('29 March 2026')",
  'setClock(inDays(3))',
  'vi.setSystemTime(new Date(`${on}T12:00:00Z`))',
  'page.clock.install({ time: testClock.ms() })',
  "const nowLabel = 'Now on'",
  "generateSeed({ today: '2026-13-01' })",
]

// The first lint loads the config and the TypeScript parser: seconds alone, more on a busy
// machine (it timed out at vitest's default 5 s beside other runs).
describe('no fixed calendar date as now in tests', () => {
  it('reports a fixed date named or set as now', { timeout: 30_000 }, async () => {
    const lines = await flagged(FIXED.join('\n'))
    expect([...new Set(lines)]).toEqual(FIXED.map((_, i) => i + 1))
  })

  it('leaves dates that are not now, and nows taken from the test clock', async () => {
    expect(await flagged(NOT_NOW.join('\n'))).toEqual([])
  })

  it('applies to worker and browser tests too, beside the one-clock rule', async () => {
    const code = "const now = new Date('2026-11-21')\nconst later = Date.now()"
    const [result] = await eslint.lintText(code, {
      filePath: resolve(ROOT, 'test/worker/example.test.ts'),
    })
    const restricted = result?.messages.filter((m) => m.ruleId === 'no-restricted-syntax')
    expect(restricted?.map((m) => [m.line, m.message.slice(0, 20)])).toEqual([
      [1, 'A fixed calendar dat'],
      [2, 'Read the time throug'],
    ])
    expect(await flagged(FIXED[0] ?? '', 'test/e2e/example.test.ts')).toEqual([1])
  })
})
