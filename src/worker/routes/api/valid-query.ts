// Moved to src/worker/http/validate.ts (issue 17); kept for the admin deal service's import.
export { describeIssues, validQuery } from '../../http/validate'
