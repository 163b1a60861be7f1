import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import {
  TokenizeCardRequest,
  type TokenizeCardResponse,
} from '../../../shared/schemas/payment-token'
import type { AppEnv } from '../../env'
import { TokenizerService } from '../../services/payments/tokenizer'
import { bodyOf } from './json-body'
import { clock } from '../../clock'

/** Payments API (issue 6). The tokenizer is the only endpoint that ever sees a card number:
 * the body is validated and dropped, never logged, and only a single-use token leaves. */
export const payments = new Hono<AppEnv>()

payments.use('/payments/*', csrf())
payments.use('/payments/*', async function noStore(c, next) {
  await next()
  c.header('cache-control', 'private, no-store')
})

payments.post('/payments/tokenize', async (c) => {
  const card = await bodyOf(c, TokenizeCardRequest)
  const token = await new TokenizerService(c.env.DB).tokenize(
    card,
    clock.now(),
    c.get('clientIp') ?? '',
  )
  return c.json({ data: token } satisfies TokenizeCardResponse, 201)
})
