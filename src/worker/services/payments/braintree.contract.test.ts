import { describe, expect, it } from 'vitest'
import approved from '../../../../test/fixtures/payments/braintree/authorize-approved.json'
import declined from '../../../../test/fixtures/payments/braintree/authorize-declined.json'
import threeDsFailed from '../../../../test/fixtures/payments/braintree/authorize-3ds-failed.json'
import threeDsMissing from '../../../../test/fixtures/payments/braintree/authorize-3ds-missing.json'
import threeDsNotShifted from '../../../../test/fixtures/payments/braintree/authorize-3ds-not-shifted.json'
import voidNotShifted from '../../../../test/fixtures/payments/braintree/void-not-shifted.json'
import threeDsUnavailable from '../../../../test/fixtures/payments/braintree/authorize-3ds-unavailable.json'
import paypal from '../../../../test/fixtures/payments/braintree/authorize-paypal.json'
import timeout from '../../../../test/fixtures/payments/braintree/authorize-timeout.json'
import reused from '../../../../test/fixtures/payments/braintree/authorize-nonce-reused.json'
import unauthenticated from '../../../../test/fixtures/payments/braintree/authorize-unauthenticated.json'
import capture from '../../../../test/fixtures/payments/braintree/capture.json'
import captureRefused from '../../../../test/fixtures/payments/braintree/capture-refused.json'
import voided from '../../../../test/fixtures/payments/braintree/void.json'
import refund from '../../../../test/fixtures/payments/braintree/refund.json'
import ids from '../../../../test/fixtures/payments/braintree/ids-from-legacy-ids.json'
import search from '../../../../test/fixtures/payments/braintree/search-open-hold.json'
import {
  contractPurpose,
  expectSentAsRecorded,
  replayPerTest,
  type RecordedExchange,
} from '../../../../test/fixtures/payments/replay'
import type { PaymentMethod } from '../../../shared/domain/payment/payment-method'
import { BraintreeGateway } from './braintree'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
import { GatewayUnavailableError } from './payment-gateway'

// Contract: what the Braintree adapter sends for each documented round trip, and what it makes
// of each documented answer (test/fixtures/payments/braintree/*.json, each naming its source).
const gateway = new BraintreeGateway({
  url: 'https://payments.sandbox.braintree-api.com/graphql',
  publicKey: 'contract_public_key',
  privateKey: 'contract_private_key',
  merchantAccountId: 'dealio_gbp',
  merchantAccountIdEur: 'dealio_eur',
  googleMerchantId: null,
})

/** The authorise call each authorise fixture records: its nonce and amount, a card unless said. */
function authorizeAsRecorded(exchange: RecordedExchange, method: PaymentMethod = 'credit_card') {
  const { paymentMethodId, transaction } = (
    exchange.request.body as {
      variables: {
        input: { paymentMethodId: string; transaction: { amount: string; orderId: string } }
      }
    }
  ).variables.input
  return gateway.authorize({
    amount: Math.round(Number(transaction.amount) * 100),
    currency: 'GBP',
    paymentToken: paymentMethodId,
    idempotencyKey: 'attempt-1',
    orderReference: transaction.orderId,
    purpose: contractPurpose(method),
  })
}

const play = replayPerTest()

describe('the Braintree adapter against its recorded GraphQL exchanges', () => {
  it('authorises a nonce: authorizePaymentMethod with the GBP account, pounds and our order number', async () => {
    const { sent } = play(approved)
    expect(await authorizeAsRecorded(approved)).toEqual({
      status: 'AUTHORISED',
      reference: 'dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI',
    })
    expectSentAsRecorded(sent[0], approved)
  })

  it("reads a processor decline's code from its statusHistory event", async () => {
    const { sent } = play(declined)
    expect(await authorizeAsRecorded(declined)).toEqual({
      status: 'DECLINED',
      code: 'INSUFFICIENT_FUNDS',
    })
    expectSentAsRecorded(sent[0], declined)
  })

  it('authorises a card only with 3-D Secure required: authorizeCreditCard, threeDSecureAuthentication.required', async () => {
    const { sent } = play(approved)
    await authorizeAsRecorded(approved)
    expect(sent[0]!.body).toMatchObject({
      variables: { input: { options: { threeDSecureAuthentication: { required: true } } } },
    })
    expect(JSON.stringify(sent[0]!.body)).toContain('authorizeCreditCard(input: $input)')
  })

  it('reads a failed 3-D Secure challenge as AUTHENTICATION_FAILED, the spec’s message', async () => {
    const { sent } = play(threeDsFailed)
    expect(await authorizeAsRecorded(threeDsFailed)).toEqual({
      status: 'DECLINED',
      code: 'AUTHENTICATION_FAILED',
    })
    expectSentAsRecorded(sent[0], threeDsFailed)
    expect(paymentErrorMessage('AUTHENTICATION_FAILED')).toMatch(/couldn't verify your card/)
  })

  it('refuses a card nonce that never went through 3-D Secure as AUTHENTICATION_FAILED', async () => {
    const { sent } = play(threeDsMissing)
    expect(await authorizeAsRecorded(threeDsMissing)).toEqual({
      status: 'DECLINED',
      code: 'AUTHENTICATION_FAILED',
    })
    expectSentAsRecorded(sent[0], threeDsMissing)
  })

  it('authorises a card whose bank could not take part in 3-D Secure (liability shift not possible)', async () => {
    const { sent } = play(threeDsUnavailable)
    expect(await authorizeAsRecorded(threeDsUnavailable)).toEqual({
      status: 'AUTHORISED',
      reference: 'dHJhbnNhY3Rpb25fdW5hdmw',
    })
    expectSentAsRecorded(sent[0], threeDsUnavailable)
  })

  it('reverses a card held although liability could shift and did not, and refuses it as AUTHENTICATION_FAILED', async () => {
    const { sent } = play(threeDsNotShifted, voidNotShifted)
    expect(await authorizeAsRecorded(threeDsNotShifted)).toEqual({
      status: 'DECLINED',
      code: 'AUTHENTICATION_FAILED',
    })
    expectSentAsRecorded(sent[0], threeDsNotShifted)
    expectSentAsRecorded(sent[1], voidNotShifted)
  })

  it('authorises a PayPal nonce with authorizePaymentMethod, no card options', async () => {
    const { sent } = play(paypal)
    expect(await authorizeAsRecorded(paypal, 'paypal')).toEqual({
      status: 'AUTHORISED',
      reference: 'dHJhbnNhY3Rpb25fcGF5cGFs',
    })
    expectSentAsRecorded(sent[0], paypal)
  })

  it('treats no answer as an unknown outcome, not a decline', async () => {
    const { sent } = play(timeout as RecordedExchange)
    await expect(authorizeAsRecorded(timeout as RecordedExchange)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    )
    expect(sent).toHaveLength(1)
  })

  it('reads a nonce used twice as an invalid payment token (Braintree has no idempotency key: the ledger replays the first answer)', async () => {
    play(reused)
    expect(await authorizeAsRecorded(reused)).toEqual({
      status: 'DECLINED',
      code: 'INVALID_PAYMENT_TOKEN',
    })
  })

  it('declines without charging when Braintree refuses our keys', async () => {
    play(unauthenticated)
    expect(await authorizeAsRecorded(unauthenticated)).toEqual({
      status: 'DECLINED',
      code: 'PAYMENT_FAILED',
    })
  })

  it('captures, voids and refunds by transaction id with decimal amounts', async () => {
    const { sent } = play(capture, voided, refund)
    expect(await gateway.capture('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 3000)).toEqual({ status: 'OK' })
    expect(await gateway.void('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI')).toEqual({ status: 'OK' })
    expect(await gateway.refund('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 1250)).toEqual({ status: 'OK' })
    expectSentAsRecorded(sent[0], capture)
    expectSentAsRecorded(sent[1], voided)
    expectSentAsRecorded(sent[2], refund)
  })

  it("names each capture, reversal and refund with the operation's key as clientMutationId", async () => {
    const { sent } = play(capture, voided, refund)
    await gateway.capture('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 3000, 'key-capture')
    await gateway.void('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 'key-void')
    await gateway.refund('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 1250, 'key-refund')
    const inputs = sent.map(
      (request) =>
        (request.body as { variables: { input: Record<string, unknown> } }).variables.input,
    )
    expect(inputs.map((input) => input.clientMutationId)).toEqual([
      'key-capture',
      'key-void',
      'key-refund',
    ])
    expect(inputs[0]).toMatchObject({ transactionId: 'dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI' })
  })

  it('reports a refused capture as failed', async () => {
    play(captureRefused)
    expect(await gateway.capture('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI', 3000)).toEqual({
      status: 'FAILED',
      code: 'PAYMENT_FAILED',
    })
  })

  it("asks for a webhook transaction's GraphQL id with idsFromLegacyIds", async () => {
    const { sent } = play(ids)
    expect(await gateway.transactionIdOf('kv47ftfb')).toBe('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI')
    expectSentAsRecorded(sent[0], ids)
  })

  it('looks up a lost hold by our order number, AUTHORIZED only, for the attempt amount', async () => {
    const { sent } = play(search)
    expect(await gateway.lookup('DL-1001', 3000)).toBe('dHJhbnNhY3Rpb25fa3Y0N2Z0ZmI')
    expectSentAsRecorded(sent[0], search)
  })
})
