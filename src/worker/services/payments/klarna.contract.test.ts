import { describe, expect, it } from 'vitest'
import approved from '../../../../test/fixtures/payments/klarna/create-order-approved.json'
import replayed from '../../../../test/fixtures/payments/klarna/create-order-replayed.json'
import rejected from '../../../../test/fixtures/payments/klarna/create-order-rejected.json'
import pending from '../../../../test/fixtures/payments/klarna/create-order-pending.json'
import unknownToken from '../../../../test/fixtures/payments/klarna/create-order-token-unknown.json'
import timeout from '../../../../test/fixtures/payments/klarna/create-order-timeout.json'
import capture from '../../../../test/fixtures/payments/klarna/capture.json'
import captureNotAllowed from '../../../../test/fixtures/payments/klarna/capture-not-allowed.json'
import cancel from '../../../../test/fixtures/payments/klarna/cancel.json'
import refund from '../../../../test/fixtures/payments/klarna/refund.json'
import orderCaptured from '../../../../test/fixtures/payments/klarna/get-order-captured.json'
import orderUnknown from '../../../../test/fixtures/payments/klarna/get-order-unknown.json'
import session from '../../../../test/fixtures/payments/klarna/create-session.json'
import {
  contractPurpose,
  expectSentAsRecorded,
  replayPerTest,
  type RecordedExchange,
} from '../../../../test/fixtures/payments/replay'
import { KlarnaGateway } from './klarna'
import { klarnaEvent } from './notifications/klarna-notification'
import { GatewayUnavailableError } from './payment-gateway'

// Contract: what the Klarna adapter sends (Payments create-order, Order Management) and what it
// makes of each documented answer (test/fixtures/payments/klarna/*.json, each naming its source).
// Klarna has no server-side challenge: the widget authenticates the shopper before it hands over
// the authorization token, so the nearest case is a PENDING fraud review.
const gateway = new KlarnaGateway({
  url: 'https://api.playground.klarna.com',
  username: 'PK_contract',
  password: 'contract_klarna_password',
})
const ORDER = '3eaeb557-5e30-47f8-b840-b8d987f5945d'

const authorize = () =>
  gateway.authorize({
    amount: 3000,
    currency: 'GBP',
    paymentToken: 'b4bd3423-24e3-4c4f-8f5a-2f0a7a3d9c11',
    idempotencyKey: 'attempt-kl-1',
    orderReference: 'DL-2001',
    purpose: contractPurpose('klarna'),
    merchantOrigin: 'https://dealio.co.uk',
  })

const play = replayPerTest()

describe('the Klarna adapter against its recorded exchanges', () => {
  it('places the order from the authorization token, with the attempt key as Klarna-Idempotency-Key', async () => {
    const { sent } = play(approved)
    expect(await authorize()).toEqual({ status: 'AUTHORISED', reference: ORDER })
    expectSentAsRecorded(sent[0], approved)
  })

  it("tells Klarna our notification endpoint and confirmation page on the brand's host", async () => {
    const { sent } = play(approved)
    await authorize()
    expect((sent[0]!.body as { merchant_urls: unknown }).merchant_urls).toEqual({
      confirmation: 'https://dealio.co.uk/checkout/confirmation/DL-2001',
      notification: 'https://dealio.co.uk/api/v1/payments/notifications/klarna',
    })
  })

  it('sends the same key again on a retry and takes the first order Klarna answers with', async () => {
    const { sent } = play(approved, replayed)
    const first = await authorize()
    expect(await authorize()).toEqual(first)
    expect(sent[1]!.headers['klarna-idempotency-key']).toBe(
      sent[0]!.headers['klarna-idempotency-key'],
    )
  })

  it('declines an order Klarna rejected for fraud, and keeps one it is still reviewing', async () => {
    play(rejected, pending)
    expect(await authorize()).toEqual({ status: 'DECLINED', code: 'KLARNA_FAILED' })
    expect(await authorize()).toEqual({
      status: 'AUTHORISED',
      reference: '5b7d0a55-2f3e-4a60-8e3d-0b8f5e9c7a12',
    })
  })

  it('reads an unknown or spent token as an invalid payment token', async () => {
    play(unknownToken)
    expect(await authorize()).toEqual({ status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' })
  })

  it('treats no answer as an unknown outcome, not a decline', async () => {
    play(timeout as RecordedExchange)
    await expect(authorize()).rejects.toBeInstanceOf(GatewayUnavailableError)
  })

  it('captures, cancels and refunds through Order Management in minor units, each with a key', async () => {
    const { sent } = play(capture, cancel, refund)
    expect(await gateway.capture(ORDER, 3000)).toEqual({ status: 'OK' })
    expect(await gateway.void(ORDER)).toEqual({ status: 'OK' })
    expect(await gateway.refund(ORDER, 1250)).toEqual({ status: 'OK' })
    expectSentAsRecorded(sent[0], capture)
    expectSentAsRecorded(sent[1], cancel)
    expectSentAsRecorded(sent[2], refund)
  })

  it('sends the operation key it is given as Klarna-Idempotency-Key on capture, cancel and refund', async () => {
    const { sent } = play(capture, cancel, refund)
    await gateway.capture(ORDER, 3000, 'key-capture')
    await gateway.void(ORDER, 'key-cancel')
    await gateway.refund(ORDER, 1250, 'key-refund')
    expect(sent.map((request) => request.headers['klarna-idempotency-key'])).toEqual([
      'key-capture',
      'key-cancel',
      'key-refund',
    ])
  })

  it('reports a capture Klarna does not allow as failed', async () => {
    play(captureNotAllowed)
    expect(await gateway.capture(ORDER, 3000)).toEqual({ status: 'FAILED', code: 'KLARNA_FAILED' })
  })

  it("reads an order's state back for a notification, and null for an order Klarna lacks", async () => {
    const { sent } = play(orderCaptured, orderUnknown)
    const order = await gateway.orderState(ORDER)
    expect(order && klarnaEvent(order)).toBe('SETTLED')
    expect(await gateway.orderState(ORDER)).toBeNull()
    expectSentAsRecorded(sent[0], orderCaptured)
  })

  it('opens a session for the widget: the Irish market in euros, lines that add up', async () => {
    const { sent } = play(session)
    expect(
      await gateway.createSession({ amount: 4599, currency: 'EUR', orderReference: 'DL-2002' }),
    ).toEqual({
      sessionId: '068df369-13a7-4d47-a564-62f8408bb760',
      clientToken: 'eyJhbGciOiJub25lIn0.eyJzZXNzaW9uX2lkIjoiMDY4ZGYzNjkifQ.',
    })
    expectSentAsRecorded(sent[0], session)
  })
})
