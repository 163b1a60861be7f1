import type { z } from 'zod'
import type { accountsRoutes } from '../../shared/api-contracts/accounts'
import type { commerceRoutes } from '../../shared/api-contracts/commerce'
import type { publicRoutes } from '../../shared/api-contracts/public'
import type { RouteContract } from '../../shared/api-contracts/route-contract'
import type { staffRoutes } from '../../shared/api-contracts/staff'
import { callApi, type ApiResult } from './account-api'
import { routeUrl } from './route-url'

// Calls typed from the routes' own declarations (src/shared/api-contracts): path parameters,
// query and body are the schemas the route validates, the answer the schema it responds with,
// so a renamed or dropped field fails the typecheck on both sides. Type-only use of the
// contracts: nothing of them ships to the browser.
type Declared =
  | (typeof publicRoutes)[number]
  | (typeof accountsRoutes)[number]
  | (typeof commerceRoutes)[number]
  | (typeof staffRoutes)[number]

/** `'POST /customer/login'`: the key a declared route is called by (each route's own method and
 * path, never one route's method with another's path). */
export type RouteKey = Declared extends infer D
  ? D extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never

type ContractOf<K extends RouteKey> = Extract<
  Declared,
  {
    method: K extends `${infer M} ${string}` ? M : never
    path: K extends `${string} ${infer P}` ? P : never
  }
>

type Out<S> = S extends z.ZodType ? z.output<S> : never
type In<S> = S extends z.ZodType ? z.input<S> : never

/** What a declared route answers on success. */
export type AnswerOfRoute<K extends RouteKey> = Out<ContractOf<K>['response']>

/** What a declared route takes as its JSON body (absent when it takes none). */
export type BodyOfRoute<K extends RouteKey> =
  ContractOf<K> extends { body: infer B } ? In<B> : undefined

/** The path parameters a declared route names (`/vouchers/:id` → `{ id: string }`). */
export type ParamsOfRoute<K extends RouteKey> =
  ContractOf<K> extends { params: infer P } ? { -readonly [N in keyof P]: In<P[N]> } : undefined

/** The query string a declared route reads, as the route's query schema takes it. */
export type QueryOfRoute<K extends RouteKey> =
  ContractOf<K> extends { query: infer Q } ? In<Q> : undefined

/** A part is required when the route declares it, optional when every field of it is, and
 * absent when the route declares none. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [N in Name]?: never }
  : object extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T }

/** Where one call goes: the route's path parameters and query (its URL). */
export type PlaceOfRoute<K extends RouteKey> = Part<'params', ParamsOfRoute<K>> &
  Part<'query', QueryOfRoute<K>>

/** What one call sends: the declared parts, plus headers the caller adds (wallet, idempotency)
 * and a signal to give up by (a timeout: the answer is then status 0, as offline). */
type RequestOfRoute<K extends RouteKey> = PlaceOfRoute<K> &
  Part<'body', BodyOfRoute<K>> & { headers?: Record<string, string>; signal?: AbortSignal }

type Args<K extends RouteKey> =
  object extends RequestOfRoute<K> ? [request?: RequestOfRoute<K>] : [request: RequestOfRoute<K>]

interface LooseRequest {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** One typed call to a declared route.
 * @example await callRoute('POST /customer/login', { body: { login: { email, password } } })
 * @example await callRoute('GET /vouchers/:id', { params: { id } }) */
export function callRoute<K extends RouteKey>(
  key: K,
  ...args: Args<K>
): Promise<ApiResult<AnswerOfRoute<K>>> {
  const space = key.indexOf(' ')
  const method = key.slice(0, space) as RouteContract['method']
  const request: LooseRequest = args[0] ?? {}
  const url = routeUrl(key.slice(space + 1), request.params, request.query)
  return callApi<AnswerOfRoute<K>>(method, url, request.body, request.headers, request.signal)
}
