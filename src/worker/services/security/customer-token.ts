/** The SHA-256 of a customer token, hex: purchases are looked up by it so the token itself, a
 * credential, is never stored (migrations/0006). */
export async function hashCustomerToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
