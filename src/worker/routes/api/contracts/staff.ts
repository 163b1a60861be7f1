// Declared in src/shared so the back office's API client (client/api/typed-call.ts) types from them.
export { staffRoutes } from '../../../../shared/api-contracts/staff'
