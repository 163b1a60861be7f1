// The declaration type lives in src/shared so the browser's API client is typed from it too.
export type {
  Actor,
  NonJsonResponse,
  RouteContract,
} from '../../../../shared/api-contracts/route-contract'
