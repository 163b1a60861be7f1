/** What the data layer holds: plain objects a tag manager reads in order. */
export type DataLayerEntry = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** The page's data layer, created on first use. Events pushed before a tag manager loads stay
 * queued in it and are read when it arrives, so nothing waits for the tag manager. */
export function dataLayer(target: { dataLayer?: DataLayerEntry[] } = window): DataLayerEntry[] {
  target.dataLayer ??= []
  return target.dataLayer
}

/** Pushes an event. An e-commerce event is preceded by `{ ecommerce: null }`, as Google asks, so
 * the items of one event never leak into the next in the tag manager's merged model. */
export function pushEvent(entry: DataLayerEntry, target?: { dataLayer?: DataLayerEntry[] }) {
  const layer = dataLayer(target)
  if ('ecommerce' in entry) layer.push({ ecommerce: null })
  layer.push(entry)
}
