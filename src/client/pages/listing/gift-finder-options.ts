/** One choice of the gift finder (storefront §3 'Gift-finder'): "each has id, image, link text
 * and a search tag such as gifts-for-mum". The images are left out: the page draws no
 * pictures for them, and the link text says it all. */
export interface GiftChoice {
  id: string
  linkText: string
  searchTag: string
}

const recipient = (id: string, linkText: string): GiftChoice => ({
  id,
  linkText,
  searchTag: `gifts-for-${id}`,
})
// The catalogue tags personalities `personality-{id}` beside the recipients' gifts-for-{id}.
const personality = (id: string, linkText: string): GiftChoice => ({
  id,
  linkText,
  searchTag: `personality-${id}`,
})

export const GIFT_RECIPIENTS: readonly GiftChoice[] = [
  recipient('mum', 'Mum'),
  recipient('dad', 'Dad'),
  recipient('hubby', 'Hubby'),
  recipient('wifey', 'Wifey'),
  recipient('little-ones', 'Little Ones'),
  recipient('teen', 'Teen'),
  recipient('grandparents', 'Grandparents'),
  recipient('bff', 'BFF'),
  recipient('colleague', 'Colleague'),
]

export const GIFT_PERSONALITIES: readonly GiftChoice[] = [
  personality('playful', 'Playful'),
  personality('indulgent', 'Indulgent'),
  personality('insta-famous', 'Insta-famous'),
  personality('geeky', 'Geeky'),
  personality('giggly', 'Giggly'),
  personality('gorgeous', 'Gorgeous'),
  personality('active', 'Active'),
  personality('pampered', 'Pampered'),
  personality('jet-setter', 'Jet Setter'),
  personality('daredevil', 'Daredevil'),
]

/** Budget bands in major units; the spec names the attribute, the bands are ours. */
export const GIFT_BUDGETS: readonly { id: string; linkText: string; min?: number; max?: number }[] =
  [
    { id: 'under-25', linkText: 'Under 25', max: 25 },
    { id: '25-50', linkText: '25 to 50', min: 25, max: 50 },
    { id: '50-100', linkText: '50 to 100', min: 50, max: 100 },
    { id: '100-plus', linkText: '100 and over', min: 100 },
  ]

export const findRecipient = (id: string | null | undefined) =>
  GIFT_RECIPIENTS.find((r) => r.id === id) ?? null
export const findPersonality = (id: string | null | undefined) =>
  GIFT_PERSONALITIES.find((p) => p.id === id) ?? null
export const findBudget = (id: string | null | undefined) =>
  GIFT_BUDGETS.find((b) => b.id === id) ?? null
