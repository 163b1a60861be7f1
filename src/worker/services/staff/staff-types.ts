/** Back-office roles (issue 10 'Roles and access'): a merchant user acts for one merchant, an
 * admin for the marketplace. */
export type StaffRole = 'merchant' | 'admin'

/** A signed-in back-office user, as requireStaff hands it to routes. */
export interface StaffUser {
  id: number
  email: string
  name: string
  role: StaffRole
  /** The merchant a merchant user belongs to; null for admins. */
  merchantId: number | null
}
