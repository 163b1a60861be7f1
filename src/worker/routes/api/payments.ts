import { Hono } from 'hono'
import {
  TokenizeCardRequest,
  type TokenizeCardResponse,
} from '../../../shared/schemas/payment-token'
import {
  OpenApprovalRequest,
  type OpenApprovalResponse,
} from '../../../shared/schemas/sandbox-approval'
import type { AppEnv } from '../../env'
import { validJson } from '../../http/validate'
import { viewerOf } from '../../http/cookies/basket'
import { browserOf } from './checkout'
import { clock } from '../../clock'
import { DomainError } from '../../errors'
import { isLocalDevelopment } from '../../../shared/domain/local-development'

/** Payments API (issue 6). The tokenizer is the only endpoint that ever sees a card number:
 * the body is validated and dropped, never logged, and only a single-use token leaves. */
export const payments = new Hono<AppEnv>()

// The tokenizer is the embedded sandbox's (any well-formed test card gets a token), so like the
// other development-only features it exists only in local development and the tests
// (local-development.ts): on a deployed host, whatever its ENVIRONMENT, it is not there at all.
payments.post('/tokenize', async (c, next) => {
  if (!isLocalDevelopment(c.env, c.req.url)) throw new DomainError('NOT_FOUND', 'No such resource')
  await next()
})

payments.post('/tokenize', validJson(TokenizeCardRequest), async (c) => {
  const card = c.req.valid('json')
  const token = await c.var.services.tokenizer.tokenize(
    card,
    clock.now(),
    c.get('clientIp') ?? '',
    (await viewerOf(c)).userId,
  )
  return c.json({ data: token } satisfies TokenizeCardResponse, 201)
})

/** Opens the sandbox's approval for PayPal, PayPal Credit, Klarna, Clearpay, Google Pay or
 * Apple Pay; the checkout then sends the shopper to `approvalPath`. */
payments.post('/approvals', validJson(OpenApprovalRequest), async (c) => {
  const { basketToken, method } = c.req.valid('json')
  const data = await c.var.services.sandboxApprovals.open(
    basketToken,
    await viewerOf(c),
    method,
    browserOf(c),
  )
  return c.json({ data } satisfies OpenApprovalResponse, 201)
})
