import { describe, expect, it } from 'vitest'
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from './password-hash'

describe('password hashing', () => {
  it('stores 100,000 iterations, a 16-byte salt and never the password', async () => {
    const stored = await hashPassword('correct horse')
    expect(stored.iterations).toBe(PASSWORD_ITERATIONS)
    expect(PASSWORD_ITERATIONS).toBe(100_000)
    expect(atob(stored.salt)).toHaveLength(16)
    expect(atob(stored.hash)).toHaveLength(32)
    expect(stored.hash).not.toContain('correct horse')
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsf', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts each hash, so the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a.salt).not.toBe(b.salt)
    expect(a.hash).not.toBe(b.hash)
  })

  it('verifies a hash made with another iteration count by the count stored with it', async () => {
    const stored = await hashPassword('older', 1_000)
    expect(stored.iterations).toBe(1_000)
    expect(await verifyPassword('older', stored)).toBe(true)
  })
})
