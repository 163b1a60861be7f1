// Transactions §7: "POST registration with {requestRegistration} to one of three endpoints chosen
// by flags (register, express-register, PayPal fast-lane registration)".
const REGISTRATION_ENDPOINTS = {
  register: '/api/v1/customer/register',
  express: '/api/v1/customer/express-register',
  paypal: '/api/v1/customer/paypal-register',
} as const

export type RegistrationFlags = { express?: boolean; paypal?: boolean }
export type RegistrationEndpoint =
  (typeof REGISTRATION_ENDPOINTS)[keyof typeof REGISTRATION_ENDPOINTS]

/** The endpoint a registration posts to. PayPal's fast lane is itself an express registration
 * (no password, names from the payer), so it wins when both flags are set.
 * @example registrationEndpoint({ express: true }) === '/api/v1/customer/express-register' */
export function registrationEndpoint(flags: RegistrationFlags): RegistrationEndpoint {
  if (flags.paypal) return REGISTRATION_ENDPOINTS.paypal
  if (flags.express) return REGISTRATION_ENDPOINTS.express
  return REGISTRATION_ENDPOINTS.register
}
