import { describe, expect, it } from 'vitest'
import approved from '../../../../test/fixtures/payments/clearpay/auth-approved.json'
import replayed from '../../../../test/fixtures/payments/clearpay/auth-replayed.json'
import declined from '../../../../test/fixtures/payments/clearpay/auth-declined.json'
import invalidToken from '../../../../test/fixtures/payments/clearpay/auth-invalid-token.json'
import timeout from '../../../../test/fixtures/payments/clearpay/auth-timeout.json'
import capture from '../../../../test/fixtures/payments/clearpay/capture.json'
import captureDeclined from '../../../../test/fixtures/payments/clearpay/capture-declined.json'
import voided from '../../../../test/fixtures/payments/clearpay/void.json'
import refund from '../../../../test/fixtures/payments/clearpay/refund.json'
import refunded from '../../../../test/fixtures/payments/clearpay/get-payment-refunded.json'
import checkout from '../../../../test/fixtures/payments/clearpay/create-checkout.json'
import list from '../../../../test/fixtures/payments/clearpay/list-payments.json'
import {
  contractPurpose,
  expectSentAsRecorded,
  replayPerTest,
  type RecordedExchange,
} from '../../../../test/fixtures/payments/replay'
import { operationKey } from './operation-key'
import { ClearpayGateway } from './clearpay'
import { clearpayEvent } from './notifications/clearpay-notification'
import { GatewayUnavailableError } from './payment-gateway'

// Contract: what the Clearpay adapter sends (Afterpay API v2) and what it makes of each
// documented answer (test/fixtures/payments/clearpay/*.json, each naming its source). Clearpay
// has no server-side challenge: the shopper approves on Clearpay's own pages before the token
// comes back.
const gateway = new ClearpayGateway({
  url: 'https://global-api-sandbox.afterpay.com',
  merchantId: '100101382',
  secretKey: 'contract_clearpay_secret',
})
const PAYMENT = '100101782114'

const authorize = () =>
  gateway.authorize({
    amount: 3000,
    currency: 'GBP',
    paymentToken: '002.5lmerr3k945d00c7htvcrdff83q36kp10a247m212fjpa5ju',
    idempotencyKey: 'attempt-cp-1',
    orderReference: 'DL-3001',
    purpose: contractPurpose('clearpay'),
  })

const play = replayPerTest()

describe('the Clearpay adapter against its recorded exchanges', () => {
  it('authorises the confirmed checkout token with the attempt key as requestId, in pounds', async () => {
    const { sent } = play(approved)
    expect(await authorize()).toEqual({ status: 'AUTHORISED', reference: PAYMENT })
    expectSentAsRecorded(sent[0], approved)
  })

  it('sends the same requestId on a retry and takes the payment Clearpay first made', async () => {
    const { sent } = play(approved, replayed)
    const first = await authorize()
    expect(await authorize()).toEqual(first)
    expect((sent[1]!.body as { requestId: string }).requestId).toBe('attempt-cp-1')
  })

  it('reads a declined auth (402 with the Payment) and an invalid token apart', async () => {
    play(declined, invalidToken)
    expect(await authorize()).toEqual({ status: 'DECLINED', code: 'CLEARPAY_FAILED' })
    expect(await authorize()).toEqual({ status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' })
  })

  it('treats no answer as an unknown outcome, not a decline', async () => {
    play(timeout as RecordedExchange)
    await expect(authorize()).rejects.toBeInstanceOf(GatewayUnavailableError)
  })

  it('refuses euros without asking Clearpay: its UK accounts settle in pounds', async () => {
    const { sent } = play()
    expect(await gateway.authorize({ ...approvedInput(), currency: 'EUR' })).toEqual({
      status: 'DECLINED',
      code: 'CLEARPAY_FAILED',
    })
    expect(sent).toHaveLength(0)
  })

  it('captures, voids and refunds by payment id, each write with a fresh requestId', async () => {
    const { sent } = play(capture, voided, refund)
    expect(await gateway.capture(PAYMENT, 3000)).toEqual({ status: 'OK' })
    expect(await gateway.void(PAYMENT)).toEqual({ status: 'OK' })
    expect(await gateway.refund(PAYMENT, 1250)).toEqual({ status: 'OK' })
    expectSentAsRecorded(sent[0], capture)
    expectSentAsRecorded(sent[1], voided)
    expectSentAsRecorded(sent[2], refund)
  })

  it("sends the operation's own key as requestId, so a retried capture or refund is the same request", async () => {
    const keys = await Promise.all([
      operationKey('CLEARPAY', PAYMENT, 'capture'),
      operationKey('CLEARPAY', PAYMENT, 'void'),
      operationKey('CLEARPAY', PAYMENT, 'refund', 0),
    ])
    const { sent } = play(capture, voided, refund)
    await gateway.capture(PAYMENT, 3000, keys[0])
    await gateway.void(PAYMENT, keys[1])
    await gateway.refund(PAYMENT, 1250, keys[2])
    expectSentAsRecorded(sent[0], capture)
    expect(sent.map((request) => (request.body as { requestId: string }).requestId)).toEqual(keys)
  })

  it('reports a declined capture as failed', async () => {
    play(captureDeclined)
    expect(await gateway.capture(PAYMENT, 3000)).toEqual({
      status: 'FAILED',
      code: 'CLEARPAY_FAILED',
    })
  })

  it("reads a payment's state back for a notification: captured and refunded in full", async () => {
    const { sent } = play(refunded)
    const payment = await gateway.paymentState(PAYMENT)
    expect(payment && clearpayEvent(payment)).toBe('REFUNDED')
    expectSentAsRecorded(sent[0], refunded)
  })

  it('creates the checkout the shopper approves on Clearpay, and reads its token', async () => {
    const { sent } = play(checkout)
    expect(
      await gateway.createCheckout({
        amount: 3000,
        orderReference: 'DL-3001',
        consumerEmail: 'ann@example.com',
        redirectConfirmUrl: 'https://www.dealio.co.uk/checkout/clearpay/confirm',
        redirectCancelUrl: 'https://www.dealio.co.uk/checkout/clearpay/cancel',
      }),
    ).toEqual({
      token: '002.5lmerr3k945d00c7htvcrdff83q36kp10a247m212fjpa5ju',
      redirectCheckoutUrl:
        'https://portal.sandbox.clearpay.co.uk/uk/checkout/?token=002.5lmerr3k945d00c7htvcrdff83q36kp10a247m212fjpa5ju',
    })
    expectSentAsRecorded(sent[0], checkout)
  })

  it('looks up a lost auth by our order number: the open one, not the captured one', async () => {
    const { sent } = play(list)
    expect(await gateway.lookup('DL-3001', 3000)).toBe(PAYMENT)
    expectSentAsRecorded(sent[0], list)
  })
})

function approvedInput() {
  return {
    amount: 3000,
    currency: 'GBP' as const,
    paymentToken: 'token',
    idempotencyKey: 'attempt-cp-2',
    orderReference: 'DL-3002',
    purpose: contractPurpose('clearpay'),
  }
}
