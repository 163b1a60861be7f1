import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import {
  TokenizeCardRequest,
  type TokenizeCardResponse,
} from '../../../shared/schemas/payment-token'
import {
  OpenApprovalRequest,
  type OpenApprovalResponse,
} from '../../../shared/schemas/sandbox-approval'
import type { AppEnv } from '../../env'
import { SandboxApprovalService } from '../../services/checkout/sandbox-approvals'
import { TokenizerService } from '../../services/payments/tokenizer'
import { viewerOf } from './basket-cookie'
import { browserOf } from './checkout'
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

/** Opens the sandbox's approval for PayPal, PayPal Credit, Klarna, Clearpay, Google Pay or
 * Apple Pay; the checkout then sends the shopper to `approvalPath`. */
payments.post('/payments/approvals', async (c) => {
  const { basketToken, method } = await bodyOf(c, OpenApprovalRequest)
  const data = await new SandboxApprovalService(c.env, c.env.DB).open(
    basketToken,
    await viewerOf(c),
    method,
    browserOf(c),
  )
  return c.json({ data } satisfies OpenApprovalResponse, 201)
})
