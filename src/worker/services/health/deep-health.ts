import type { DeepHealthResponse } from '../../../shared/schemas/stuck-mail'
import type { Env } from '../../env'
import { log } from '../../observability/logger'
import { probeDatabase } from '../../storage/health-probe'

type Check = DeepHealthResponse['checks']['d1']

/** The message a health probe puts on the mail queue; the consumer acknowledges it unsent. */
const QUEUE_PROBE = { probe: 'health' } as const
const KV_KEY = 'health:probe'
/** Each check's limit: a dependency that hangs is as down as one that refuses. */
const TIMEOUT_MS = 3_000

async function check(name: string, probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS)),
    ])
    return 'ok'
  } catch (err) {
    log.error('health-check-failed', { check: name, message: String(err) })
    return 'failed'
  }
}

/** D1 (a read), KV (a write read back), R2 (a one-key list) and the mail queue (a probe
 * message), side by side. A binding the environment lacks is 'not-bound', not a failure: local
 * development has no bucket. */
export async function deepHealth(
  env: Pick<Env, 'DB' | 'FEED_CACHE'> & { IMAGES?: Env['IMAGES']; MAIL_QUEUE?: Env['MAIL_QUEUE'] },
  now: Date,
): Promise<DeepHealthResponse> {
  const stamp = now.toISOString()
  const [d1, kv, r2, queue] = await Promise.all([
    check('d1', () => probeDatabase(env.DB)),
    check('kv', async () => {
      await env.FEED_CACHE.put(KV_KEY, stamp, { expirationTtl: 60 })
      if ((await env.FEED_CACHE.get(KV_KEY)) === null) throw new Error('KV lost the probe')
    }),
    env.IMAGES ? check('r2', () => env.IMAGES!.list({ limit: 1 })) : ('not-bound' as const),
    env.MAIL_QUEUE
      ? check('queue', () => env.MAIL_QUEUE!.send(QUEUE_PROBE as never))
      : ('not-bound' as const),
  ])
  const checks = { d1, kv, r2, queue }
  return { ok: Object.values(checks).every((c) => c !== 'failed'), checks }
}
