import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { TokenizeCardRequest, TokenizeCardResponse } from '../../../shared/schemas/payment-token'
import { OpenApprovalRequest, OpenApprovalResponse } from '../../../shared/schemas/sandbox-approval'
import { VerifyCardRequest, VerifyCardResponse } from '../../../shared/schemas/three-d-secure'
import { createMiddleware } from 'hono/factory'
import {
  ClientTokenRequest,
  ClientTokenResponse,
} from '../../../shared/schemas/braintree-client-token'
import { braintreeClientToken } from '../../services/payments/braintree-client-token'
import { KlarnaSessionRequest, KlarnaSessionResponse } from '../../../shared/schemas/klarna-session'
import {
  ClearpayCheckoutRequest,
  ClearpayCheckoutResponse,
} from '../../../shared/schemas/clearpay-checkout'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { viewerOf } from '../../http/cookies/basket'
import { browserOf } from './checkout'
import { clock } from '../../clock'
import { DomainError } from '../../errors'
import { isLocalDevelopment } from '../../../shared/domain/local-development'
import { subjectOf } from '../../../shared/domain/payment/payment-binding'

/** Payments API. The tokenizer is the only endpoint that ever sees a card number:
 * the body is validated and dropped, never logged, and only a single-use token leaves. */
export const payments = new Hono<AppEnv>()

// The tokenizer is the embedded sandbox's (any well-formed test card gets a token), so like the
// other development-only features it exists only in local development and the tests
// (local-development.ts): on a deployed host, whatever its ENVIRONMENT, it is not there at all.
// The 3-D Secure check below is the same sandbox's, standing in for Braintree's verifyCard.
const sandboxOnly = createMiddleware<AppEnv>(async function sandboxOnly(c, next) {
  if (!isLocalDevelopment(c.env, c.req.url)) throw new DomainError('NOT_FOUND', 'No such resource')
  await next()
})
payments.post('/tokenize', sandboxOnly)
payments.post('/3ds/verify', sandboxOnly)

payments.post('/tokenize', validJson(TokenizeCardRequest), async (c) => {
  const card = c.req.valid('json')
  const token = await c.var.services.tokenizer.tokenize(
    card,
    clock.now(),
    c.get('clientIp') ?? '',
    (await viewerOf(c)).userId,
  )
  return respond(c, TokenizeCardResponse, { data: token }, 201)
})

/** The sandbox's 3-D Secure 2 check of a card token (sandbox-three-d-secure.ts) for the
 * payment named and its amount, by the signed-in shopper (every payment needs one); the email
 * is what verifyCard takes, the test card decides. */
payments.post('/3ds/verify', validJson(VerifyCardRequest), async (c) => {
  const { paymentToken, amount, purpose } = c.req.valid('json')
  const user = await c.var.session.user()
  if (!user) throw new DomainError('UNAUTHORISED', 'Please log in')
  const data = await c.var.services.sandboxThreeDSecure.verify(paymentToken, {
    subject: subjectOf(purpose, user.id),
    amount,
  })
  return respond(c, VerifyCardResponse, { data }, 200)
})

/** A Braintree client token for the checkout's card, PayPal and wallet clients; 404 where
 * Braintree is not configured (the checkout then runs the sandbox's clients, or none). */
payments.post('/braintree/client-token', validJson(ClientTokenRequest), async (c) => {
  const data = await braintreeClientToken(c.env, c.req.valid('json').currency, c.get('brand').name)
  return respond(c, ClientTokenResponse, { data }, 200)
})

/** Klarna Payments' session for the basket: the client token for Klarna's widget. */
payments.post('/klarna/session', validJson(KlarnaSessionRequest), async (c) => {
  const clientToken = await c.var.services.klarnaSessions.open(
    c.req.valid('json').basketToken,
    await viewerOf(c),
    browserOf(c),
  )
  return respond(c, KlarnaSessionResponse, { data: { clientToken } }, 200)
})

/** A Clearpay checkout for the basket: the shopper goes to Clearpay and back to the checkout. */
payments.post('/clearpay/checkout', validJson(ClearpayCheckoutRequest), async (c) => {
  const user = await c.var.session.user()
  const redirectCheckoutUrl = await c.var.services.clearpayCheckouts.open({
    basketToken: c.req.valid('json').basketToken,
    viewer: await viewerOf(c),
    email: user?.email ?? null,
    browser: browserOf(c),
    origin: new URL(c.req.url).origin,
  })
  return respond(c, ClearpayCheckoutResponse, { data: { redirectCheckoutUrl } }, 200)
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
  return respond(c, OpenApprovalResponse, { data }, 201)
})
