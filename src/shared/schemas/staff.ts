import { z } from 'zod'

// Back-office roles and access: staff sign-in, the signed-in user and the audit log.

export const StaffRole = z.enum(['merchant', 'admin'])
export type StaffRole = z.infer<typeof StaffRole>

export const StaffLoginRequest = z
  .object({
    email: z.string().trim().min(1, 'Required field').max(320),
    password: z.string().min(1, 'Required field').max(1000),
  })
  .strict()
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>

export const StaffUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: StaffRole,
    merchantId: z.number().int().nullable(),
  })
  .strict()
export type StaffUser = z.infer<typeof StaffUser>

/** POST /api/v1/{merchant|admin}/login and GET /api/v1/staff/me. */
export const StaffUserResponse = z.object({ data: StaffUser }).strict()
export type StaffUserResponse = z.infer<typeof StaffUserResponse>

export const AuditQuery = z
  .object({
    entity: z.string().trim().min(1).max(100).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict()
export type AuditQuery = z.infer<typeof AuditQuery>

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), role: z.string(), email: z.string().nullable() }),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .strict()
export type AuditEntry = z.infer<typeof AuditEntry>

/** GET /api/v1/admin/audit: newest first, 50 a page. */
export const AuditResponse = z
  .object({
    data: z.array(AuditEntry),
    page: z.number().int(),
    nextPage: z.number().int().nullable(),
  })
  .strict()
export type AuditResponse = z.infer<typeof AuditResponse>
