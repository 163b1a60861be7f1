import { commerceRoutes as shopperRoutes } from '../../../../shared/api-contracts/commerce'
import { notificationRoutes } from './notifications'
import type { RouteContract } from './route-contract'

// The shopper's commerce routes are declared in src/shared so the browser's API client
// (client/api/typed-call.ts) types from them; the providers' notifications stay worker-side.
export const commerceRoutes: readonly RouteContract[] = [...shopperRoutes, ...notificationRoutes]
