// The catalogue's titles restate the headline and add who sells it and where ('Rugged Outdoor
// Smartphone from Trend Hive Store Nottingham'); shown under the headline, only the added part
// tells the shopper anything.
const JOINER = /^[\s,:;–—-]*(?:(?:from|at|by|with)\s+)?/i

/** The line shown under a deal's headline: its title without the headline it repeats (the
 * merchant and place), the whole title when it does not start with the headline, or null when
 * nothing is left or what is left starts with `alreadyShown` (the merchant a page already
 * prints beside its town, as a deal page does above its headline).
 * @example dealSubtitle('Spa Day at Calm Spa, Leeds', 'Spa Day') === 'Calm Spa, Leeds' */
export function dealSubtitle(
  title: string,
  headline: string,
  alreadyShown?: string,
): string | null {
  const full = title.trim()
  const head = headline.trim()
  const repeats = head.length > 0 && full.toLowerCase().startsWith(head.toLowerCase())
  const rest = repeats ? full.slice(head.length).replace(JOINER, '').trim() : full
  if (!rest) return null
  if (alreadyShown && rest.toLowerCase().startsWith(alreadyShown.trim().toLowerCase())) return null
  return rest
}
