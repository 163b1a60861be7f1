import { accountsRoutes } from './accounts'
import { commerceRoutes } from './commerce'
import { publicRoutes } from './public'
import type { RouteContract } from './route-contract'
import { staffRoutes } from './staff'

/** Every `/api/v1` route's declaration, by area. */
export const apiContracts: readonly RouteContract[] = [
  ...publicRoutes,
  ...accountsRoutes,
  ...commerceRoutes,
  ...staffRoutes,
]
