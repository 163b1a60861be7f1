import { z } from 'zod'

/** GET /api/v1/health: the worker answers, for a load balancer's probe. */
export const HealthResponse = z.object({ ok: z.literal(true), brand: z.string().min(1) }).strict()
export type HealthResponse = z.infer<typeof HealthResponse>
