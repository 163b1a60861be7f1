/** SHA-256 hex of a normalised bearer code (gift cards, gift claims): tables keep only this. */
export async function codeHash(normalisedCode: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalisedCode))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
