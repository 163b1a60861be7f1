// Real short names are a few words long; anything longer is not worth decoding or comparing.
const MAX_COOKIE_LENGTH = 200

export interface ResolveLocationInput {
  cookie: string | null | undefined
  knownShortNames: readonly string[]
  brandDefault: string
}

/** The visitor's location: the `location` cookie when it names one of the brand's locations,
 * else the brand default (DESIGN 'Shape'; defaults per brand in storefront §3 'Location').
 * Matching ignores case and surrounding space; the known spelling is returned.
 * @example resolveLocationShortName({ cookie: 'Leeds', knownShortNames, brandDefault }) === 'leeds' */
export function resolveLocationShortName(input: ResolveLocationInput): string {
  const { cookie, knownShortNames, brandDefault } = input
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return brandDefault
  const wanted = normalise(unquote(safeDecode(cookie)))
  if (wanted === '') return brandDefault
  return knownShortNames.find((name) => normalise(name) === wanted) ?? brandDefault
}

function normalise(name: string): string {
  return name.trim().toLowerCase()
}

// RFC 6265 allows a cookie value wrapped in double quotes.
function unquote(value: string): string {
  const trimmed = value.trim()
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
