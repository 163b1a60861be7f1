import { brandFromHost } from '../../../shared/config/brands'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailContext, type MailKind, type MailLink } from './mail/mail-content'
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

/** An account mail: a greeting, its lines, one button. */
function accountMail(
  ctx: MailContext,
  content: { kind: MailKind; subject: string; firstName: string; lines: string[]; link: MailLink },
): OutboxMessage {
  return renderMail(
    {
      kind: content.kind,
      subject: content.subject,
      greeting: greet(content.firstName),
      blocks: [
        ...content.lines.map((text) => ({ type: 'text' as const, text })),
        { type: 'button', link: content.link },
      ],
    },
    ctx,
  )
}

export const welcomeEmail = (to: string, firstName: string, origin: string): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return accountMail(ctx, {
    kind: 'welcome',
    subject: `Welcome to ${ctx.brand.name}`,
    firstName,
    lines: ['Your account is ready. Sign in to see the best deals near you.'],
    link: { label: 'Sign in', url: `${origin}/login` },
  })
}

/** Sent instead of a welcome when the email already has an account, so the registration answer
 * stays the same for both and the owner learns someone tried (§8 'already registered, so log in'). */
export const alreadyRegisteredEmail = (to: string, origin: string): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return accountMail(ctx, {
    kind: 'already-registered',
    subject: `You already have a ${ctx.brand.name} account`,
    firstName: '',
    lines: [
      'Someone tried to register with this email, but you are already registered. Please log in.',
      'If you have forgotten your password you can reset it here:',
    ],
    link: { label: 'Reset your password', url: `${origin}/forgot-password` },
  })
}

export const activationEmail = (to: string, firstName: string, url: string): OutboxMessage => {
  const ctx = mailTo(to, new URL(url).origin)
  return accountMail(ctx, {
    kind: 'activation',
    subject: `Set a password for your ${ctx.brand.name} account`,
    firstName,
    lines: [
      'Thanks for your order. Set a password to sign in later and see your vouchers.',
      'This link works once and expires in 24 hours.',
    ],
    link: { label: 'Set your password', url },
  })
}

export const passwordResetEmail = (to: string, firstName: string, url: string): OutboxMessage => {
  const ctx = mailTo(to, new URL(url).origin)
  return accountMail(ctx, {
    kind: 'password-reset',
    subject: `Reset your ${ctx.brand.name} password`,
    firstName,
    lines: [
      'We received a request to reset your password. If it was not you, ignore this email.',
      'This link works once and expires in 1 hour.',
    ],
    link: { label: 'Reset your password', url },
  })
}

export const passwordChangedEmail = (
  to: string,
  firstName: string,
  origin: string,
): OutboxMessage => {
  const ctx = mailTo(to, origin)
  return accountMail(ctx, {
    kind: 'password-changed',
    subject: `Your ${ctx.brand.name} password was changed`,
    firstName,
    lines: [
      'Your password was just changed and you were signed out everywhere else.',
      'If this was not you, reset your password now.',
    ],
    link: { label: 'Reset your password', url: `${origin}/forgot-password` },
  })
}
