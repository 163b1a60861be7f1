import { z } from 'zod'

/** Integer minor units (pence, cents). Non-integer money is refused at the schema. */
export const MinorUnits = z.number().int()
export const Currency = z.enum(['GBP', 'EUR'])
export type Currency = z.infer<typeof Currency>
