/** Sign-in limits that customer and staff sign-in share (§8 'Login'), so both answer alike. */

/** §8 'Login': the one answer for an unknown email and a wrong password alike. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email/password. Please try again.'
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
export const MAX_LOGIN_ATTEMPTS = 10
export const ATTEMPT_WINDOW_MINUTES = 10
