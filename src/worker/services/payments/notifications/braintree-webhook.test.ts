import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import settledXml from '../../../../../test/fixtures/payments/braintree/notification-transaction-settled.xml?raw'
import disputeXml from '../../../../../test/fixtures/payments/braintree/notification-dispute-opened.xml?raw'
import checkXml from '../../../../../test/fixtures/payments/braintree/notification-check.xml?raw'
import { signedNotification } from '../../../../../test/fixtures/payments/braintree/sign-notification'
import {
  braintreeChallengeAnswer,
  braintreeEvent,
  parseBraintreeNotification,
  verifyBraintreeSignature,
} from './braintree-webhook'

const keys = { publicKey: 'pub_key', privateKey: 'priv_key' }

/** braintree_node digest.js, with Node's crypto: the reference the Web Crypto version must match. */
const nodeDigest = (privateKey: string, text: string) =>
  createHmac('sha1', createHash('sha1').update(privateKey, 'binary').digest())
    .update(text, 'binary')
    .digest('hex')

describe('Braintree webhook signatures', () => {
  it('accepts the signature Braintree computes over the payload, with or without its newline', async () => {
    const { bt_signature, bt_payload } = await signedNotification(settledXml, keys)
    expect(bt_signature).toBe(`pub_key|${nodeDigest('priv_key', bt_payload)}`)
    expect(await verifyBraintreeSignature(keys, bt_signature, bt_payload)).toBe(true)
    expect(await verifyBraintreeSignature(keys, bt_signature, bt_payload.trimEnd())).toBe(true)
  })

  it('finds our pair among the pairs Braintree joins with &', async () => {
    const { bt_signature, bt_payload } = await signedNotification(settledXml, keys)
    const many = `other_key|${'0'.repeat(40)}&${bt_signature}`
    expect(await verifyBraintreeSignature(keys, many, bt_payload)).toBe(true)
  })

  it('refuses a changed payload, another key pair and a payload with foreign characters', async () => {
    const { bt_signature, bt_payload } = await signedNotification(settledXml, keys)
    const other = await signedNotification(disputeXml, keys)
    expect(await verifyBraintreeSignature(keys, bt_signature, other.bt_payload)).toBe(false)
    const theirs = await signedNotification(settledXml, { ...keys, privateKey: 'not-ours' })
    expect(await verifyBraintreeSignature(keys, theirs.bt_signature, bt_payload)).toBe(false)
    expect(
      await verifyBraintreeSignature(keys, `someone|${bt_signature.split('|')[1]}`, bt_payload),
    ).toBe(false)
    expect(await verifyBraintreeSignature(keys, bt_signature, `${bt_payload}<x>`)).toBe(false)
    expect(await verifyBraintreeSignature(keys, 'no pairs at all', bt_payload)).toBe(false)
  })

  it('signs a registration challenge as braintree_node verify() does', async () => {
    const challenge = '20f9f8ed05f77439fe955c977e4c8a53'
    expect(await braintreeChallengeAnswer(keys, challenge)).toBe(
      `pub_key|${nodeDigest('priv_key', challenge)}`,
    )
    expect(await braintreeChallengeAnswer(keys, 'not-hex!')).toBeNull()
  })
})

describe('Braintree webhook payloads', () => {
  const payloadOf = async (xml: string) => (await signedNotification(xml, keys)).bt_payload

  it('reads a settlement: its kind and its transaction', async () => {
    const payload = await payloadOf(settledXml.replaceAll('{{id}}', 'kv47ftfb'))
    expect(parseBraintreeNotification(payload)).toEqual({
      kind: 'transaction_settled',
      transactionId: 'kv47ftfb',
    })
  })

  it("reads a dispute's kind, not the chargeback kind inside it, and the disputed transaction", async () => {
    const payload = await payloadOf(disputeXml.replaceAll('{{id}}', 'kv47ftfb'))
    expect(parseBraintreeNotification(payload)).toEqual({
      kind: 'dispute_opened',
      transactionId: 'kv47ftfb',
    })
  })

  it('reads a check with no transaction, and nothing from what is not base64 XML', async () => {
    expect(parseBraintreeNotification(await payloadOf(checkXml))).toEqual({
      kind: 'check',
      transactionId: null,
    })
    expect(parseBraintreeNotification('%%%')).toBeNull()
    expect(parseBraintreeNotification(btoa('<notification></notification>'))).toBeNull()
  })

  it('acts on settlements and disputes only', () => {
    expect(braintreeEvent('transaction_settled')).toBe('SETTLED')
    expect(braintreeEvent('dispute_opened')).toBe('DISPUTE_OPENED')
    expect(braintreeEvent('dispute_won')).toBe('DISPUTE_WON')
    expect(braintreeEvent('dispute_lost')).toBe('DISPUTE_LOST')
    expect(braintreeEvent('check')).toBeNull()
    expect(braintreeEvent('subscription_went_active')).toBeNull()
  })
})
