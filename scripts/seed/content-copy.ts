import type { Brand } from '../../src/shared/config/brands'

/** What a seeded guide lists: its feed (a special slug or a tag, migrations/0006) and the tags
 * its ranked deals are picked from. */
export interface GuideCopy {
  slug: string
  displayName: string
  description: string
  text: string
  additionalText: string
  dealsFeedQuery: string | null
  listicle: { tags: readonly string[]; promoType?: string; count: number; view: 'grid' | 'list' }
}

const travelTags = (brand: Brand) =>
  brand.countryCode === 'gb'
    ? ['uk-spa-breaks', 'spa-escapes']
    : ['ireland-spa-breaks', 'spa-escapes']

/** The guides of storefront §2 'Paths' (/guides/hub, /guides/holiday-deals,
 * /guides/black-friday-deals) and two more, in hub order. The copy keeps to the spec's own
 * claims: up to 80% off local deals, up to 50% off travel, spa breaks from 59, VIP up to 10%. */
export function guideCopy(brand: Brand): GuideCopy[] {
  const sym = brand.currencySymbol
  const country = brand.countryCode === 'gb' ? 'the UK' : 'Ireland'
  const none = { tags: [], count: 0, view: 'grid' } as const
  return [
    {
      slug: 'hub',
      displayName: `${brand.name} Guides`,
      description: `Seasonal savings, gift ideas and the deals our editors would book themselves, from ${brand.name}.`,
      text: `Our editors test, compare and rank the deals worth your money, season by season. Start with a guide below, or browse today's deals near you.`,
      additionalText: `Every deal in our guides is live when we publish it. Prices and availability can change, so check the deal page before you buy.`,
      dealsFeedQuery: null,
      listicle: none,
    },
    {
      slug: 'holiday-deals',
      displayName: 'Holiday Deals',
      description: `Hotels, city breaks and sunshine holidays at up to 50% off, hand-picked for ${brand.name} shoppers.`,
      text: [
        `Whether it is a weekend away in ${country} or a week in the sun, a holiday deal lets you book the trip and keep the change. Our travel team checks every hotel and package before it goes live.`,
        `## How to get the best price`,
        `Book early for school holidays and bank holiday weekends: the best rooms at the lowest prices go first. Flexible on dates? Open the calendar on a deal to see the cheapest nights at a glance.`,
      ].join('\n\n'),
      additionalText: `Travel deals are sold by our partners and subject to availability on your chosen dates. Flights, where included, are shown on the deal before you pay.`,
      dealsFeedQuery: 'travel',
      listicle: { tags: ['travel'], count: 5, view: 'list' },
    },
    {
      slug: 'black-friday-deals',
      displayName: 'Black Friday Deals',
      description: `Our biggest savings of the year: Black Friday prices on spa days, experiences, tech and getaways.`,
      text: [
        `Black Friday comes early at ${brand.name}. From the start of November we drop prices on hundreds of deals, with new offers added every day until the sale ends in December.`,
        `## Worth knowing`,
        `Black Friday deals sell out fast, and most are limited to a few per customer. VIP members save up to an extra 10% on top.`,
      ].join('\n\n'),
      additionalText: `Vouchers bought in the sale can be used well into the new year: the expiry date is on each deal.`,
      dealsFeedQuery: 'black-friday',
      listicle: { tags: ['black-friday'], promoType: 'Black Friday', count: 6, view: 'grid' },
    },
    {
      slug: 'christmas-gift-guide',
      displayName: 'Christmas Gift Guide',
      description: `Experience gifts for everyone on your list, from afternoon tea for two to a day behind the wheel.`,
      text: [
        `The best presents are the ones they remember. Our gift guide rounds up experiences and treats for mums, dads, partners, best friends and the little ones.`,
        `## Last-minute?`,
        `Most of our gifts arrive as e-vouchers by email within minutes, so there is still time even on Christmas Eve.`,
      ].join('\n\n'),
      additionalText: `Not sure what they would like? Try our gift finder: pick who it is for, their personality and your budget.`,
      dealsFeedQuery: 'gifts',
      listicle: {
        tags: ['gifts-for-mum', 'gifts-for-dad', 'gifts-for-bff'],
        count: 5,
        view: 'list',
      },
    },
    {
      slug: 'spa-breaks-guide',
      displayName: 'Spa Breaks Guide',
      description: `Overnight spa breaks from ${sym}59 and spa days near you at up to 80% off.`,
      text: [
        `A spa break is the simplest way to switch off: a comfortable room, a treatment or two and dinner you did not have to cook. Breaks start from ${sym}59, with spa days near you for less.`,
        `## What is usually included`,
        `Most breaks include an overnight stay with breakfast, use of the spa facilities and at least one treatment per person. Each deal lists exactly what you get.`,
      ].join('\n\n'),
      additionalText: `Treatments are booked with the venue after you buy; book early for weekends.`,
      dealsFeedQuery: 'spa-days',
      listicle: { tags: travelTags(brand), count: 5, view: 'list' },
    },
  ]
}

/** Slugs that moved: old links answer 301 to the new page (§2 'Page metadata'). One row for
 * every brand (brand NULL). */
export const MOVED_GUIDES: readonly { slug: string; redirectUrl: string }[] = [
  { slug: 'black-friday', redirectUrl: '/guides/black-friday-deals' },
  { slug: 'holidays', redirectUrl: '/guides/holiday-deals' },
]
