import { z } from 'zod'
import { validParams } from '../../http/validate'

/** A path id of 1-15 digits (no sign, no exponent): what the back-office and voucher routes
 * have always accepted. */
export const DigitsId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)

/** A path id read as `Number(raw)`, kept when it is a positive safe integer. */
export const PositiveId = z
  .string()
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id) && id > 0)

/** `:id` checked before the body is read: an id that names nothing is the 404 `message`,
 * whatever the body holds. */
export const idParam = (id: z.ZodType<number, string>, message: string) =>
  validParams(z.object({ id }), { code: 'NOT_FOUND', message })

/** A query read the way `c.req.query(name)` reads it: the first of a repeated parameter.
 * validQuery hands a repeated one over as a list, which would refuse what a route has always
 * taken. */
export const firstOfEach = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (query) =>
      Object.fromEntries(
        Object.entries(query as Record<string, unknown>).map(([key, value]) => [
          key,
          Array.isArray(value) ? value[0] : value,
        ]),
      ),
    schema,
  )
