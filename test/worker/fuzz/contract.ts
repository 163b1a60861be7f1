import type { z } from 'zod'

// The API fuzzer's contract. Every `/api/v1` route Hono lists in `api.routes`
// has exactly one RouteContract in one of the area registries (routes-*.ts); api-fuzz-coverage
// fails when a route is added without one. The runner (runner.ts) turns each contract into
// valid and invalid requests with fast-check and checks the three rules on every answer:
// never 5xx, every 4xx `{error:{code,message}}`, every 2xx matching `response`.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who is signed in when a valid request is sent. Invalid requests also try the others. */
export type Actor = 'anonymous' | 'customer' | 'admin' | 'merchant'

interface SignedIn {
  /** The Cookie header value, e.g. `ct=…` or the staff cookie. */
  cookie: string
}

/** What an area's setup created for the fuzzer to aim at: signed-in actors and real object ids,
 * so valid requests reach the code behind the 404s. */
export interface FuzzFixtures {
  customer: SignedIn & { id: number; email: string }
  admin: SignedIn
  merchant: SignedIn
  /** Real values for path parameters and other ids, by name (e.g. `token`, `dealId`). */
  ids: Record<string, string[]>
}

/** A 2xx body that is not JSON (CSV, JavaScript, an image): only its content type is checked. */
export interface NonJsonResponse {
  contentType: string
}

export interface RouteContract {
  method: Method
  /** Exactly as Hono lists it in `api.routes`, relative to `/api/v1`, e.g. `/basket/:token`. */
  path: string
  actor: Actor
  /** One schema per path parameter. Real values from `FuzzFixtures.ids[name]` are mixed in. */
  params?: Record<string, z.ZodType>
  /** The query string's schema (string values, as the route reads them). */
  query?: z.ZodType
  /** The JSON body's schema: the same one the route validates with. */
  body?: z.ZodType
  /** Extra headers a valid request carries (e.g. `idempotency-key`). */
  headers?: Record<string, z.ZodType>
  /** Every 2xx answer must match this: a zod schema of the JSON body, or a content type. */
  response: z.ZodType | NonJsonResponse
  /** Status codes a valid request may get besides 2xx and 4xx (e.g. 302 for a redirect). */
  allowStatus?: number[]
}
