import { describe, expect, it } from 'vitest'
import { operationKey } from './operation-key'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('operationKey', () => {
  it('is the same for the same operation, UUID-shaped as Klarna and Clearpay recommend', async () => {
    const key = await operationKey('KLARNA', 'kl-1', 'capture')
    expect(key).toMatch(UUID)
    expect(await operationKey('KLARNA', 'kl-1', 'capture')).toBe(key)
  })

  it('differs by provider, payment, operation and sequence', async () => {
    const keys = await Promise.all([
      operationKey('KLARNA', 'kl-1', 'capture'),
      operationKey('CLEARPAY', 'kl-1', 'capture'),
      operationKey('KLARNA', 'kl-2', 'capture'),
      operationKey('KLARNA', 'kl-1', 'refund'),
      operationKey('KLARNA', 'kl-1', 'refund', 500),
      operationKey('KLARNA', 'kl-1', 'void'),
    ])
    expect(new Set(keys).size).toBe(keys.length)
  })
})
