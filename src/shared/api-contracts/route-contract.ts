import type { z } from 'zod'

// One declaration per `/api/v1` route: what it takes (path parameters, query, body, headers),
// who may call it and what a 2xx answers. The OpenAPI document (openapi.ts) is generated from
// these, the API fuzzer (test/worker/fuzz) sends requests drawn from them and holds every answer
// to them, and api-fuzz-coverage fails when Hono lists a route that has none.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who is signed in when a valid request is sent. Invalid requests also try the others. */
export type Actor = 'anonymous' | 'customer' | 'admin' | 'merchant'

/** A 2xx body that is not JSON (CSV, JavaScript, an image): only its content type is declared. */
export interface NonJsonResponse {
  contentType: string
}

export interface RouteContract {
  method: Method
  /** Exactly as Hono lists it in `api.routes`, relative to `/api/v1`, e.g. `/basket/:token`. */
  path: string
  actor: Actor
  /** One schema per path parameter. */
  params?: Record<string, z.ZodType>
  /** The query string's schema (string values, as the route reads them). */
  query?: z.ZodType
  /** The JSON body's schema: the same one the route validates with. */
  body?: z.ZodType
  /** Extra headers a valid request carries (e.g. `idempotency-key`). */
  headers?: Record<string, z.ZodType>
  /** Every 2xx answer matches this: a zod schema of the JSON body (`z.never()` or
   * `z.undefined()` for 204 No Content), or a content type. */
  response: z.ZodType | NonJsonResponse
  /** Status codes a valid request may get besides 2xx and 4xx (e.g. 302 for a redirect). */
  allowStatus?: readonly number[]
}
