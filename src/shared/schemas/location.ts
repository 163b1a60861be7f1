import { z } from 'zod'

export const CountryCode = z.enum(['gb', 'ie'])
export type CountryCode = z.infer<typeof CountryCode>

/** Storefront §3 'Location'. `kind` tells a town from the national, near-me and travel
 * pseudo-locations that feeds also accept. */
export const Location = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    countryCode: CountryCode,
    latLon: z.object({ lat: z.number(), lon: z.number() }),
    score: z.number(),
    kind: z.enum(['local', 'national', 'near-me', 'travel', 'collection']),
  })
  .strict()
export type Location = z.infer<typeof Location>
