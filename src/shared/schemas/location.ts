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

/** A town a visitor may choose as their location (the header chooser, /deals). */
export const Town = z.object({ name: z.string(), shortName: z.string() }).strict()
export type Town = z.infer<typeof Town>

/** GET /locations: the brand's towns, most popular first. */
export const TownsResponse = z.object({ data: z.array(Town) }).strict()
export type TownsResponse = z.infer<typeof TownsResponse>

/** POST /location: make a town the visitor's location. `returnTo` is where a plain form post
 * (no script) goes back to; a JSON call gets the town back instead. */
export const ChooseTownRequest = z
  .object({
    shortName: z.string().min(1).max(100),
    returnTo: z.string().max(2000).optional(),
  })
  .strict()
export type ChooseTownRequest = z.infer<typeof ChooseTownRequest>

export const ChooseTownResponse = z.object({ data: Town }).strict()
export type ChooseTownResponse = z.infer<typeof ChooseTownResponse>
