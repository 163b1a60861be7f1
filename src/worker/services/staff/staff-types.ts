/** Back-office roles and access, and the signed-in back-office user, as
 * requireStaff hands it to routes: the shared schema's types, so storage can return them
 * without importing services. */
export type { StaffRole, StaffUser } from '../../../shared/schemas/staff'
