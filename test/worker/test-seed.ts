import { TEST_TODAY } from './clock'

/** Worker tests share one small catalogue: a fixed seed, dated from the pinned clock, so feeds
 * and closing dates are the same on every run and relative to the test's today. */
export const TEST_SEED = { seed: 20261121, deals: 400, today: TEST_TODAY } as const
