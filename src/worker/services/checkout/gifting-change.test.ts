import { describe, expect, it } from 'vitest'
import { BasketGiftingState } from '../../../shared/schemas/checkout-view'
import { giftingChange, giftingTotal } from './gifting-change'

const none = BasketGiftingState.parse({})

describe('giftingChange', () => {
  it('adds wrap with its toast and removes it at quantity 0', () => {
    const added = giftingChange(none, { type: 'wrapped' })
    expect(added).toMatchObject({ ok: true, toast: 'Gift Wrap Added', state: { wrap: 1 } })
    if (!added.ok) return
    const removed = giftingChange(added.state, { type: 'wrapped', wrap: 0 })
    expect(removed).toMatchObject({ ok: true, toast: null, state: { wrap: 0 } })
  })

  it('adds a pack with its toast and prices it', () => {
    const pack = giftingChange(none, { type: 'ndd-gpk' })
    expect(pack).toMatchObject({ ok: true, toast: 'Gift Pack Added' })
    if (pack.ok) expect(giftingTotal(pack.state)).toBe(499)
  })

  it('needs a recipient email for an e-gift', () => {
    expect(giftingChange(none, { type: 'e-gift' })).toMatchObject({ ok: false })
    const sent = giftingChange(none, { type: 'e-gift', recipientEmail: 'jo@example.com' })
    expect(sent).toMatchObject({ ok: true, state: { recipientEmail: 'jo@example.com' } })
  })
})
