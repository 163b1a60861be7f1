/** The sign-in and account-area forms as one chunk: only those pages load it, and one file
 * instead of eight (plus their shared helpers) keeps the entry's chunk map small. */
export { AccountDeleteForm } from './account-delete-form'
export { AccountPasswordForm } from './account-password-form'
export { AccountProfileForm } from './account-profile-form'
export { AccountSubscriptionsForm } from './account-subscriptions-form'
export { AuthForgotForm } from '../auth/auth-forgot-form'
export { AuthLoginForm } from '../auth/auth-login-form'
export { AuthNewPasswordForm } from '../auth/auth-new-password-form'
export { AuthRegisterForm } from '../auth/auth-register-form'
export { EmailPreferencesForm } from './email-preferences-form'
