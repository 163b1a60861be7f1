/** What a paid-campaign landing (/welcome, storefront §2 'ppc') is about, read from its link:
 * the category and location query parameters (§2 'Listing query parameters'), else the path's
 * second segment as the category (/welcome/spa), and the campaign's name from utm_campaign. Each
 * is a short name or nothing: an ad's link is outside our control, so anything else is ignored
 * and the page falls back to the visitor's location and all categories. */
export interface WelcomeCampaign {
  campaign: string | null
  category: string | null
  location: string | null
}

const SHORT_NAME = /^[a-z0-9][a-z0-9-]{0,79}$/

const shortName = (value: string | null | undefined): string | null => {
  const name = value?.trim().toLowerCase() ?? ''
  return SHORT_NAME.test(name) ? name : null
}

/** @example welcomeCampaign(new URLSearchParams('utm_campaign=Spa_Nov&category=beauty&location=leeds'), undefined) // { campaign: 'Spa_Nov', category: 'beauty', location: 'leeds' } */
export function welcomeCampaign(
  query: URLSearchParams,
  pathCategory: string | undefined,
): WelcomeCampaign {
  const campaign = query.get('utm_campaign')?.trim().slice(0, 100) ?? ''
  return {
    campaign: campaign === '' ? null : campaign,
    category: shortName(query.get('category')) ?? shortName(pathCategory),
    location: shortName(query.get('location')),
  }
}
