/** Routes whose requests may end the caller's session or account, or rotate the cookie they
 * carry (a sign-in): the test gives each its own throwaway customer. */
export const OWN_CUSTOMER = new Set([
  'POST /customer/logout',
  'DELETE /customer',
  'POST /customer/anonymize',
  'PATCH /customer/password',
  'POST /customer/login',
  'POST /customer/google/register',
  'POST /customer/google/login',
  'POST /customer/facebook/authenticate',
])
