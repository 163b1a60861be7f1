import { BRAND_IDS, BRANDS } from '../../src/shared/config/brands'
import { slugify } from '../../src/shared/domain/paths'
import type { ProductDisplayType } from '../../src/shared/schemas/deal'
import type { CountryCode } from '../../src/shared/schemas/location'
import type { Currency } from '../../src/shared/schemas/money'
import { addCalendar, addFlights, hasFlexibleStays, type CalendarTables } from './calendars'
import { stayProductTitle } from './products'
import type { DealTables } from './deal-columns'
import { SUBCATEGORY_COPY, type SubcategoryCopy } from './deal-copy'
import { dealWhere, type DealWhere } from './deal-places'
import { buildProducts } from './deal-products'
import * as text from './deal-text'
import { isoAt } from './dates'
import type { Merchants } from './merchants'
import { subcategoriesForCountry, type DealPlan } from './plan'
import type { Prng } from './prng'
import { addReviews, type ReviewTable } from './reviews'
import { categoryByShortName, subcategoryById, type SeedSubcategory } from './taxonomy'

export interface DealContext {
  rng: Prng
  today: string
  merchants: Merchants
  tables: DealTables
  reviews: ReviewTable
  calendars: CalendarTables
  usedSlugs: Set<string>
  /** The first deal of each twin key (plan.ts `twinKey`), waiting for its other country's. */
  twins: Map<string, { id: number; headline: string }>
}

/** A country's brands in config order, the main brand's site first. */
const brandsOf = (country: CountryCode) =>
  BRAND_IDS.filter((id) => BRANDS[id].countryCode === country)

function chooseDisplayType(rng: Prng, plan: DealPlan, copy: SubcategoryCopy): ProductDisplayType {
  if (plan.displayType) return plan.displayType
  if (copy.options === 'nights' && plan.category !== 'vip' && plan.subcategoryId !== 711) {
    const calendarShare = plan.category === 'travel' ? 0.45 : 0.35
    if (rng.chance(calendarShare)) return 'calendar'
  }
  return rng.chance(0.45) ? 'dropdown' : 'default'
}

function chooseSubcategory(rng: Prng, plan: DealPlan): SeedSubcategory {
  if (plan.subcategoryId !== null) return subcategoryById(plan.subcategoryId)
  const categoryId = categoryByShortName(plan.category).id
  return rng.pick(subcategoriesForCountry(plan.country).filter((s) => s.categoryId === categoryId))
}

/** Opening and closing instants for the plan's scenario (storefront §4 'Deal availability'). */
function dealDates(rng: Prng, plan: DealPlan, today: string, evergreen: boolean) {
  const has = (s: DealPlan['scenarios'][number]) => plan.scenarios.includes(s)
  const opensDaysAgo = has('not-yet-open')
    ? -rng.int(2, 10)
    : has('closed')
      ? rng.int(20, 120)
      : rng.int(1, 120)
  const opensAt = isoAt(today, -opensDaysAgo + rng.int(0, 20) / 24)
  let closesIn: number
  // Evergreen deals run on and on; a fixed date two years out keeps the CHECKs simple.
  if (evergreen) closesIn = 730
  else if (has('closed')) closesIn = -rng.int(1, 3) + 0.5
  else if (has('closing-soon') || rng.chance(0.04)) closesIn = rng.int(12, 47) / 24
  else closesIn = rng.int(5, 120) + rng.int(0, 23) / 24
  // A deal that opens in the future must still run for a while after it opens.
  if (closesIn <= -opensDaysAgo + 1) closesIn = -opensDaysAgo + rng.int(30, 90)
  return { opensDaysAgo, opensAt, closingDate: isoAt(today, closesIn), closesIn }
}

function evergreenSlug(ctx: DealContext, headline: string, where: DealWhere): string {
  const base = slugify(
    headline.includes(where.placeName) ? headline : `${headline} ${where.placeName}`,
  )
  let slug = base
  for (let n = 2; ctx.usedSlugs.has(slug); n++) slug = `${base}-${n}`
  ctx.usedSlugs.add(slug)
  return slug
}

/** Adds one deal with its products, images, reviews and (for calendar deals) a year of
 * travel days and flights. */
export function addDeal(ctx: DealContext, plan: DealPlan, id: number): void {
  const { rng, today, tables } = ctx
  const has = (s: DealPlan['scenarios'][number]) => plan.scenarios.includes(s)
  const currency: Currency = plan.country === 'gb' ? 'GBP' : 'EUR'
  const category = categoryByShortName(plan.category)
  const sub = chooseSubcategory(rng, plan)
  const copy = SUBCATEGORY_COPY[sub.shortName]
  if (!copy) throw new Error(`no copy for subcategory ${sub.shortName}`)
  const where = dealWhere(rng, plan, sub)
  const merchant = ctx.merchants.forDeal(plan.country, where.trade, where.place, sub.shortName)
  const displayType = chooseDisplayType(rng, plan, copy)
  const leadNights =
    copy.options !== 'nights' ? 1 : where.abroad ? rng.pick([3, 4, 5, 7]) : rng.pick([1, 2, 2, 3])
  let headline = text.fillHeadline(rng.pick(copy.headlines), where.placeName, leadNights)
  // A twin sells the same thing: its headline is its first's (drawn above all the same, so the
  // rest of the catalogue does not move).
  const twin = plan.twinKey === null ? undefined : ctx.twins.get(plan.twinKey)
  if (twin) {
    headline = twin.headline
    tables.twins.add({ deal_id: twin.id, twin_deal_id: id })
    tables.twins.add({ deal_id: id, twin_deal_id: twin.id })
  } else if (plan.twinKey !== null) {
    ctx.twins.set(plan.twinKey, { id, headline })
  }
  if (has('lead-gen')) headline = `Free Consultation: ${headline}`

  const vipPercent = has('vip-price') || has('vip-only') || rng.chance(0.25) ? rng.int(5, 10) : null
  const isShop = plan.category === 'shop' || plan.category === 'gifts'
  const delivery = has('click-and-collect')
    ? 'click-and-collect'
    : has('lead-gen')
      ? 'none'
      : isShop
        ? rng.weighted(
            ['postage', 'click-and-collect', 'e-voucher'],
            [7, 1, plan.category === 'gifts' ? 3 : 0],
          )
        : 'e-voucher'
  const capped =
    has('capped') || has('daily-cap-reached') || has('weekly-cap-reached') || rng.chance(0.05)
  const dailyCap = capped ? rng.int(5, 50) : null
  const weeklyCap = dailyCap === null ? null : dailyCap * rng.int(3, 6)
  const { products, lead, specs } = buildProducts(rng, {
    dealId: id,
    firstProductId: tables.products.size + 1,
    copy,
    headline,
    currency,
    style: isShop ? 'pennies' : 'whole',
    travel: copy.options === 'nights',
    displayType,
    leadNights,
    scenarios: plan.scenarios,
    priceBand: plan.priceBand,
    vipPercent,
    vipOnly: has('vip-only') || plan.category === 'vip',
    postage: delivery === 'postage',
    dailyCap,
    weeklyCap,
    deposit: has('deposit') || (displayType === 'calendar' && rng.chance(0.2)),
    perNight: displayType === 'calendar' && hasFlexibleStays(id),
  })
  const leadPrice = lead.price
  const deposit = products.find((p) => p.has_deposit)?.deposit_price ?? null

  const evergreen = has('evergreen') || (plan.scenarios.length === 0 && rng.chance(0.02))
  const dates = dealDates(rng, plan, today, evergreen)
  const earlyBird = has('early-bird') || rng.chance(0.04)
  const lastChance = has('closed') || (dates.closesIn < 2 && rng.chance(0.7))
  const totalBought = has('not-yet-open')
    ? 0
    : rng.weighted([rng.int(0, 50), rng.int(50, 2000), rng.int(2000, 20000)], [3, 6, 1])
  const vipOnly = has('vip-only') || plan.category === 'vip'
  const nightly = copy.options === 'nights'
  const caption = has('lead-gen') ? null : text.priceText(rng, currency, nightly)
  const pricePerPerson = caption === 'pp'
  // A deal of rooms priced per night leads with a night's price, and its caption says so.
  const perNight = displayType === 'calendar' && hasFlexibleStays(id)
  const priceText = perNight && caption !== null ? `${caption} per night` : caption
  // A stay's title says how it is charged, which the caption has only now decided.
  products.forEach((p, i) => {
    const stay = specs[i]?.stay
    if (!stay) return
    p.title = stayProductTitle(stay, pricePerPerson)
    p.friendly_name = `${headline} – ${p.title}`
  })
  for (const p of products) tables.products.add(p)

  let leadInDate: string | null = null
  let dynamicPackagePrice: number | null = null
  if (displayType === 'calendar') {
    const calendarProducts = products.map((p) => ({
      id: p.id,
      price: p.price,
      numberOfNights: p.number_of_nights ?? 1,
    }))
    leadInDate = addCalendar(rng, ctx.calendars, id, calendarProducts, today, vipPercent)
    const wantsFlights = has('flights') || rng.chance(0.6)
    if (where.arrivalAirport && wantsFlights) {
      addFlights(rng, ctx.calendars, id, plan.country, where.arrivalAirport, today)
      dynamicPackagePrice = leadPrice + rng.int(8, 20) * 1000
    }
  }

  const highlights = text.dealHighlights(rng, plan.category)
  const tags = text.dealTags(rng, plan.category, sub)
  const brand = has('brand-exclusive')
    ? (brandsOf(plan.country)[plan.country === 'gb' ? 1 : 0] ?? null)
    : rng.chance(0.08)
      ? rng.pick(brandsOf(plan.country))
      : null
  const highRisk = ([14, 398, 586].includes(sub.id) && leadPrice > 10_000) || rng.chance(0.02)
  const score = has('featured')
    ? 99 + rng.next()
    : rng.next() * 60 + Math.min(totalBought, 15_000) / 500

  tables.deals.add({
    id,
    country_code: plan.country,
    brand,
    location_id: where.location.id,
    category_id: category.id,
    subcategory_id: sub.id,
    merchant_id: merchant.id,
    headline,
    title: text.dealTitle(headline, merchant.displayName, where),
    description: text.dealDescription(rng, headline, merchant.displayName, where, highlights),
    fine_print: text.finePrint(plan.category, pricePerPerson),
    highlights: JSON.stringify(highlights),
    deal_prefix: new Set(products.map((p) => p.price)).size > 1 ? 'From' : null,
    price: leadPrice,
    original_price: lead.original_price,
    vip_price: lead.vip_price,
    vip_discount_percentage: vipPercent,
    currency,
    price_text: priceText,
    price_per_person: pricePerPerson,
    min_postage_price:
      delivery === 'postage' ? Math.min(...products.map((p) => p.postage_price)) : null,
    delivery_type: delivery,
    opens_at: dates.opensAt,
    closing_date: dates.closingDate,
    open: !rng.chance(0.01) || plan.scenarios.length > 0,
    enable_buy_closed_deal: has('closed') || rng.chance(0.05),
    purchase_cap: rng.chance(0.4) ? null : rng.int(1, 10),
    daily_purchase_cap: dailyCap,
    weekly_purchase_cap: weeklyCap,
    deal_type: plan.placement === 'local' || plan.placement === 'collection' ? 'local' : 'national',
    high_fraud_risk: highRisk,
    mhu: sub.id === 711,
    lead_gen: has('lead-gen'),
    booking_calendar_on_redemption: displayType === 'calendar' && rng.chance(0.3),
    deposit_price: deposit,
    deposit_available: deposit !== null,
    dynamic_travel_package_price: dynamicPackagePrice,
    social_cue_claim: rng.chance(0.25)
      ? rng.pick(['Selling fast!', 'Bestseller', 'Over 1,000 bought', 'Back by popular demand'])
      : null,
    promo_type: rng.chance(0.1)
      ? rng.pick(['EXTRA10', 'Flash Sale', 'Black Friday', 'Price Drop'])
      : null,
    product_display_type: displayType,
    redeem_location_url:
      plan.placement === 'local'
        ? `https://www.google.com/maps/search/?api=1&query=${merchant.lat},${merchant.lon}`
        : null,
    display_discount: !has('lead-gen') && rng.chance(0.9),
    display_show_price: !has('lead-gen'),
    display_early_bird: earlyBird,
    display_last_chance: lastChance,
    display_discount_amount: rng.chance(0.1),
    display_dynamic_travel_deal: dynamicPackagePrice !== null,
    display_click_and_collect: delivery === 'click-and-collect',
    display_vip_discount_allowed: vipPercent !== null,
    display_show_price_text: caption !== null,
    vip_user_interface_variant: vipOnly ? rng.pick(['gold', 'black']) : null,
    vip_only: vipOnly,
    is_evergreen: evergreen,
    evergreen_slug: evergreen ? evergreenSlug(ctx, headline, where) : null,
    tags: tags.join(','),
    total_bought: totalBought,
    created_at: isoAt(today, -dates.opensDaysAgo - rng.int(1, 14)),
    lead_in_price_date: leadInDate,
    sort_score: Math.round(score * 10_000) / 10_000,
  })

  const imageCount = nightly ? rng.int(3, 5) : rng.int(1, 5)
  for (let position = 1; position <= imageCount; position++) {
    tables.images.add({
      id: tables.images.size + 1,
      deal_id: id,
      position,
      alt: position === 1 ? `${headline}` : `${headline} (${position} of ${imageCount})`,
    })
  }

  const reviewCount = has('not-yet-open') ? 0 : isShop ? rng.int(0, 5) : rng.int(0, 12)
  addReviews(rng, ctx.reviews, id, plan.country, reviewCount, today, dates.opensDaysAgo)
}
