import { BRAND_IDS, BRANDS, type BrandId } from '../../src/shared/config/brands'
import { TableRows } from './sql'
import { CATEGORIES, SUBCATEGORIES, type CategoryShortName, type TravelGroup } from './taxonomy'

interface NavSpec {
  shortName: string
  linkText: string
  url: string
  isLocal?: boolean
  isDefault?: boolean
  navigationType?: 'travel' | 'international travel'
  isVip?: boolean
  category?: CategoryShortName
  subs?: { shortName: string; linkText: string; url: string }[]
}

const GROUP_TEXT: Record<TravelGroup, string> = {
  uk: 'UK Travel',
  ireland: 'Ireland Travel',
  international: 'International Travel',
}

/** Storefront §2 'Header and navigation': the local link first, then categories, travel,
 * gifts, the gift finder and the VIP Hub. Enough items that 'More +' overflows at md (5),
 * lg (7) and xl (10). `{location}` is filled in per visitor by the catalogue service. */
function headerSpecs(brandId: BrandId): NavSpec[] {
  const brand = BRANDS[brandId]
  const seg = `/${brand.travelSegment}`
  const groups: TravelGroup[] =
    brand.countryCode === 'gb' ? ['uk', 'international'] : ['ireland', 'international']
  const local = (category: CategoryShortName, linkText: string): NavSpec => ({
    shortName: category,
    linkText,
    url: `/deals/{location}/${category}`,
    category,
  })
  const travel: NavSpec = {
    shortName: brand.travelSegment,
    linkText: brand.travelSegment === 'travel' ? 'Travel' : 'Escapes',
    url: seg,
    navigationType: 'travel',
    category: 'travel',
    subs: groups.map((g) => ({
      shortName: `${g}-travel`,
      linkText: GROUP_TEXT[g],
      url: `${seg}/${g}-travel`,
    })),
  }
  const localLink: NavSpec = {
    shortName: 'local',
    linkText: 'Local',
    url: '/deals/{location}',
    isLocal: true,
    isDefault: true,
  }
  const tail: NavSpec[] = [
    { shortName: 'gifts', linkText: 'Gifts', url: '/gifts', category: 'gifts' },
    { shortName: 'gift-finder', linkText: 'Gift Finder', url: '/deal/{location}/gift-finder' },
    {
      shortName: 'wellness',
      linkText: 'Wellness',
      url: '/deals/wellness-collection',
      category: 'wellness',
    },
    { shortName: 'early-bird', linkText: 'Early Bird', url: '/early-bird' },
    { shortName: 'near-me', linkText: 'Near Me', url: '/near-me/hub' },
    { shortName: 'vip', linkText: 'VIP Hub', url: '/deals/vip', isVip: true, category: 'vip' },
  ]
  const shop: NavSpec = {
    shortName: 'shop',
    linkText: 'Shop',
    url: '/deals/shop',
    category: 'shop',
  }
  if (brand.baseTheme === 'livingsocial') {
    return [
      localLink,
      local('activities', 'Experiences'),
      local('food-drink', 'Food & Drink'),
      local('beauty', 'Beauty & Spa'),
      travel,
      local('health-fitness', 'Health & Fitness'),
      shop,
      ...tail,
    ]
  }
  return [
    localLink,
    local('beauty', 'Beauty'),
    local('food-drink', 'Food & Drink'),
    local('activities', 'Activities'),
    local('health-fitness', 'Health & Fitness'),
    shop,
    travel,
    { shortName: 'escapes', linkText: 'Escapes', url: '/deals/escapes', category: 'escapes' },
    ...tail,
  ]
}

/** The travel pages' second menu: a group per region with its subcategories (§2). */
function travelSpecs(brandId: BrandId): NavSpec[] {
  const brand = BRANDS[brandId]
  const seg = `/${brand.travelSegment}`
  const groups: TravelGroup[] =
    brand.countryCode === 'gb' ? ['uk', 'international'] : ['ireland', 'international']
  return groups.map((group) => ({
    shortName: `${group}-travel`,
    linkText: GROUP_TEXT[group],
    url: `${seg}/${group}-travel`,
    navigationType: group === 'international' ? 'international travel' : 'travel',
    category: 'travel',
    subs: SUBCATEGORIES.filter((s) => s.travelGroup === group).map((s) => ({
      shortName: s.shortName,
      linkText: s.name,
      url: `${seg}/${s.shortName}`,
    })),
  }))
}

export function navigationTables() {
  const navigation = new TableRows('navigation', [
    'id',
    'brand',
    'menu',
    'position',
    'short_name',
    'link_text',
    'url',
    'is_local',
    'is_default',
    'navigation_type',
    'is_vip',
    'category_id',
    'image_url',
  ])
  const subNavigation = new TableRows('sub_navigation', [
    'id',
    'navigation_id',
    'position',
    'short_name',
    'link_text',
    'url',
  ])
  for (const brand of BRAND_IDS) {
    for (const [menu, specs] of [
      ['header', headerSpecs(brand)],
      ['travel', travelSpecs(brand)],
    ] as const) {
      specs.forEach((spec, position) => {
        const id = navigation.size + 1
        navigation.add({
          id,
          brand,
          menu,
          position,
          short_name: spec.shortName,
          link_text: spec.linkText,
          url: spec.url,
          is_local: spec.isLocal ?? false,
          is_default: spec.isDefault ?? false,
          navigation_type: spec.navigationType ?? null,
          is_vip: spec.isVip ?? false,
          category_id: CATEGORIES.find((c) => c.shortName === spec.category)?.id ?? null,
          image_url: null,
        })
        ;(spec.subs ?? []).forEach((sub, subPosition) =>
          subNavigation.add({
            id: subNavigation.size + 1,
            navigation_id: id,
            position: subPosition,
            short_name: sub.shortName,
            link_text: sub.linkText,
            url: sub.url,
          }),
        )
      })
    }
  }
  return { navigation, subNavigation }
}
