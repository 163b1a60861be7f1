import { hashCustomerToken as sha256Hex } from '../security/customer-token'

const TOKEN_PREFIX = 'apv_sbx_'

/** Whether a payment token is a sandbox approval (sandbox-approvals.ts) rather than a card
 * token. */
export const isApprovalToken = (token: string) => token.startsWith(TOKEN_PREFIX)

/** The hash an approval is stored and looked up by: the token itself travels only in the
 * sandbox page's URL and the order request, as a provider's token does. */
export const approvalTokenHash = (token: string) => sha256Hex(token)

export function newApprovalToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  const b64 = btoa(String.fromCharCode(...bytes))
  return TOKEN_PREFIX + b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
