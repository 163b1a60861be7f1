import { sha256Hex } from '../../../shared/format/sha256-hex'

/** The SHA-256 of a customer token, hex: purchases are looked up by it so the token itself, a
 * credential, is never stored (migrations/0006). */
export const hashCustomerToken = (token: string): Promise<string> => sha256Hex(token)
