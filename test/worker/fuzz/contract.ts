// The API fuzzer's contracts are the API's own route declarations
// (src/worker/routes/api/contracts): the runner (runner.ts) turns each into valid and invalid
// requests with fast-check and checks the three rules on every answer: never 5xx, every 4xx
// `{error:{code,message}}`, every 2xx matching `response`.
export type {
  Actor,
  NonJsonResponse,
  RouteContract,
} from '../../../src/worker/routes/api/contracts/route-contract'

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
