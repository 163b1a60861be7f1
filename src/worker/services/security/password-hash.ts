/** PBKDF2-SHA256 through WebCrypto: the only password KDF the Workers runtime offers natively.
 * 100,000 iterations is the most Workers allow in production; each hash keeps its own count so
 * a later raise leaves older hashes verifiable. */
export const PASSWORD_ITERATIONS = 100_000

const SALT_BYTES = 16
const HASH_BITS = 256

export interface PasswordHash {
  hash: string
  salt: string
  iterations: number
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

/** A fresh salted hash: `hashPassword('secret1')` → `{ hash, salt, iterations: 100000 }`. */
export async function hashPassword(
  password: string,
  iterations = PASSWORD_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return {
    hash: toBase64(await derive(password, salt, iterations)),
    salt: toBase64(salt),
    iterations,
  }
}

/** Whether `password` matches `stored`. Compares every byte whatever the first difference, so
 * the time taken says nothing about how close a guess was. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash)
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations)
  if (actual.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!
  return difference === 0
}
