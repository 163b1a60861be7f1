import type { z } from 'zod'
import type { accountsRoutes } from '../../shared/api-contracts/accounts'
import type { RouteContract } from '../../shared/api-contracts/route-contract'
import { callApi, type ApiResult } from './account-api'

// Calls typed from the routes' own declarations (src/shared/api-contracts): the body is the
// schema the route validates, the answer the schema it responds with, so a renamed or dropped
// field fails the typecheck on both sides. Type-only use of the contracts: nothing ships.
type Declared = (typeof accountsRoutes)[number]

/** `'POST /customer/login'`: the key a declared route is called by. */
export type RouteKey = `${Declared['method']} ${Declared['path']}`

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

type Args<K extends RouteKey> =
  ContractOf<K> extends { body: z.ZodType } ? [body: BodyOfRoute<K>] : []

/** One typed call to a declared route without path parameters.
 * @example await callRoute('POST /customer/login', { login: { email, password } }) */
export function callRoute<K extends RouteKey>(
  key: K,
  ...args: Args<K>
): Promise<ApiResult<AnswerOfRoute<K>>> {
  const space = key.indexOf(' ')
  const method = key.slice(0, space) as RouteContract['method']
  return callApi<AnswerOfRoute<K>>(method, key.slice(space + 1), args[0])
}
