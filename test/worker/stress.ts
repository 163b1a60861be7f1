import { env } from 'cloudflare:test'

/** The proofs under load run twice over: a fast variant inside `npm test` and the full one under
 * `npm run test:stress` (STRESS=1). A test file that imports this module is picked up by
 * scripts/stress.mjs, so the list of stress files maintains itself. */
export const STRESS = env.STRESS === '1'

/** `fast` inside `npm test`, `full` under `npm run test:stress`. */
export const scale = (fast: number, full: number) => (STRESS ? full : fast)
