// Declared in src/shared so the browser's API client (client/api/typed-call.ts) types from them.
export { publicRoutes } from '../../../../shared/api-contracts/public'
