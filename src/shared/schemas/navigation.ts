import { z } from 'zod'

export const SubNavigation = z
  .object({ id: z.number().int(), url: z.string(), linkText: z.string(), shortName: z.string() })
  .strict()
export type SubNavigation = z.infer<typeof SubNavigation>

/** Storefront §3 'Navigation item'. */
export const NavigationItem = z
  .object({
    id: z.number().int(),
    shortName: z.string(),
    linkText: z.string(),
    url: z.string(),
    isLocal: z.boolean(),
    isActive: z.boolean(),
    imageUrl: z.string().nullable(),
    categoryName: z.string().nullable(),
    count: z.number().int().nullable(),
    isDefault: z.boolean(),
    navigationType: z.enum(['travel', 'international travel']).nullable(),
    /** Marks the VIP Hub entry: it gets the VIP marker and records a click (§2 Header). */
    isVip: z.boolean(),
    subNavigations: z.array(SubNavigation),
  })
  .strict()
export type NavigationItem = z.infer<typeof NavigationItem>

/** Derived, not stored: spec §3 says isLocalLink is "link text is 'local'". */
export const isLocalLink = (item: Pick<NavigationItem, 'linkText'>): boolean =>
  item.linkText.trim().toLowerCase() === 'local'
