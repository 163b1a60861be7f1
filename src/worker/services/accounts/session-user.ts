import type { UserRow } from '../../storage/account-repository'

/** The signed-in shopper as a request sees them: what pages, routes and services
 * need to act for them, never the database row. The row carries the password hash and the lock
 * counters; code that needs those (changing a password, deleting an account) reads the row by
 * id inside the accounts module. */
export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  brand: string
  /** False for an express or PayPal registration that has not set a password yet. */
  hasPassword: boolean
  /** Has signed in with Google or Facebook (§3 'tpl'). */
  thirdPartyLogin: boolean
  expressRegistered: boolean
}

export const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  brand: row.brand,
  hasPassword: row.passwordHash !== null,
  thirdPartyLogin: row.thirdPartyLogin === 1,
  expressRegistered: row.expressRegistered === 1,
})
