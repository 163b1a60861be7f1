/** The seed's back-office accounts (scripts/seed/staff.ts) have public passwords, so they live
 * on `.test`, the TLD reserved for testing (RFC 6761) that no real mailbox can have. A staff
 * account there signs in only in local development (local-development.ts): a deployed database
 * that was seeded by mistake still opens no back office.
 * @example isDevelopmentStaffEmail('admin@dealio.test') === true */
export function isDevelopmentStaffEmail(email: string): boolean {
  return /\.test\.?$/i.test(email.trim())
}
