import { brandFromHost } from '../../../shared/config/brands'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailContext } from './mail/mail-content'
import { renderMail } from './mail/render-mail'

// DESIGN 'Email and jobs': password reset, activation and the account mails. The spec gives no
// wording; these are ours, plain and short, in the brand's layout (mail/mail-document.tsx).

/** The mail context for links on `origin`: the brand is the one that origin was made for
 * (mailOrigin builds it from the request's brand; brandFromHost reads it back, the one place
 * hostnames are compared), so a service that was handed only the origin mails as that brand.
 * @example mailTo('a@b.c', 'https://livingsocial.co.uk').brand.id === 'livingsocial' */
export const mailTo = (to: string, origin: string): MailContext => ({
  to,
  origin,
  brand: brandFromHost(new URL(origin).host),
})

export const welcomeEmail = (to: string, firstName: string, origin: string): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return renderMail(
    {
      kind: 'welcome',
      subject: `Welcome to ${ctx.brand.name}`,
      greeting: greet(firstName),
      blocks: [
        { type: 'text', text: 'Your account is ready. Sign in to see the best deals near you.' },
        { type: 'button', link: { label: 'Sign in', url: `${origin}/login` } },
      ],
    },
    ctx,
  )
}

/** Sent instead of a welcome when the email already has an account, so the registration answer
 * stays the same for both and the owner learns someone tried (§8 'already registered, so log in'). */
export const alreadyRegisteredEmail = (to: string, origin: string): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return renderMail(
    {
      kind: 'already-registered',
      subject: `You already have a ${ctx.brand.name} account`,
      greeting: greet(''),
      blocks: [
        {
          type: 'text',
          text: 'Someone tried to register with this email, but you are already registered. Please log in.',
        },
        { type: 'text', text: 'If you have forgotten your password you can reset it here:' },
        {
          type: 'button',
          link: { label: 'Reset your password', url: `${origin}/forgot-password` },
        },
      ],
    },
    ctx,
  )
}

export const activationEmail = (to: string, firstName: string, url: string): OutboxMessage => {
  const ctx = mailTo(to, new URL(url).origin)
  return renderMail(
    {
      kind: 'activation',
      subject: `Set a password for your ${ctx.brand.name} account`,
      greeting: greet(firstName),
      blocks: [
        {
          type: 'text',
          text: 'Thanks for your order. Set a password to sign in later and see your vouchers.',
        },
        { type: 'text', text: 'This link works once and expires in 24 hours.' },
        { type: 'button', link: { label: 'Set your password', url } },
      ],
    },
    ctx,
  )
}

export const passwordResetEmail = (to: string, firstName: string, url: string): OutboxMessage => {
  const ctx = mailTo(to, new URL(url).origin)
  return renderMail(
    {
      kind: 'password-reset',
      subject: `Reset your ${ctx.brand.name} password`,
      greeting: greet(firstName),
      blocks: [
        {
          type: 'text',
          text: 'We received a request to reset your password. If it was not you, ignore this email.',
        },
        { type: 'text', text: 'This link works once and expires in 1 hour.' },
        { type: 'button', link: { label: 'Reset your password', url } },
      ],
    },
    ctx,
  )
}

export const passwordChangedEmail = (
  to: string,
  firstName: string,
  origin: string,
): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return renderMail(
    {
      kind: 'password-changed',
      subject: `Your ${ctx.brand.name} password was changed`,
      greeting: greet(firstName),
      blocks: [
        {
          type: 'text',
          text: 'Your password was just changed and you were signed out everywhere else.',
        },
        { type: 'text', text: 'If this was not you, reset your password now.' },
        {
          type: 'button',
          link: { label: 'Reset your password', url: `${origin}/forgot-password` },
        },
      ],
    },
    ctx,
  )
}
