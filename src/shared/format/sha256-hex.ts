/** The SHA-256 of a text, as lower-case hex: how tokens, bearer codes and request fingerprints
 * are kept, so the secret itself is never stored (migrations/0006).
 * @example await sha256Hex('abc') === 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
