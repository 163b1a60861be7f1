// Its own module, with no imports: the reads (typed-read) build their URLs as the calls
// (typed-call) do without the islands that only read fetching callApi.

/** `/vouchers/:id` with `{ id: '7' }` → `/vouchers/7`; `?a=1` from the defined query fields, a
 * list as the field repeated (`?id=3&id=2`), as the routes read repeated fields. */
export function routeUrl(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  )
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const one of values) {
      if (one !== undefined && one !== null) search.append(name, String(one))
    }
  }
  const text = search.toString()
  return text === '' ? filled : `${filled}?${text}`
}
