import { GatewayUnavailableError, type GatewayName } from './payment-gateway'

/** Every outbound provider call gives up after 10 s, so a hung provider costs the
 * shopper a clear message instead of a hung checkout. */
const PROVIDER_TIMEOUT_MS = 10_000

export function basicAuth(user: string, password: string) {
  return `Basic ${btoa(`${user}:${password}`)}`
}

/** Major-unit decimal string of minor units, as Braintree and Clearpay want it: 1999 → '19.99'. */
export const toDecimalAmount = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`

export interface ProviderResponse {
  status: number
  headers: Headers
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  json: unknown
}

/** One JSON call to a provider. A timeout, a network failure or a 5xx throws
 * GatewayUnavailableError (outcome unknown); any other status is returned for the adapter to
 * read. Request and response bodies are never logged: they can carry personal data. */
export async function callProvider(
  gateway: GatewayName,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<ProviderResponse> {
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error'
    throw new GatewayUnavailableError(
      gateway,
      'GATEWAY_UNREACHABLE',
      `${init.method} failed: ${name}`,
    )
  }
  if (res.status >= 500) {
    await res.body?.cancel()
    throw new GatewayUnavailableError(gateway, 'GATEWAY_UNREACHABLE', `HTTP ${res.status}`)
  }
  const text = await res.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: res.status, headers: res.headers, json }
}
