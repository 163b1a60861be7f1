import type { OutboxMessage } from '../../storage/outbox-repository'
import { escapeHtml } from './escape-html'

// DESIGN 'Email and jobs': password reset, activation and the account mails. The spec gives no
// wording; these are ours, plain and short. Every message carries a text and an HTML body.

interface Mail {
  to: string
  kind: string
  subject: string
  greeting: string
  paragraphs: string[]
  link?: { label: string; url: string }
}

function compose(mail: Mail): OutboxMessage {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.link ? [`${mail.link.label}: ${mail.link.url}`, ''] : []),
    'Dealio',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(mail.greeting)}</p>`,
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(mail.link
      ? [`<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`]
      : []),
    '<p>Dealio</p>',
  ].join('\n')
  return { to: mail.to, kind: mail.kind, subject: mail.subject, text, html }
}

const hello = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,')

export const welcomeEmail = (to: string, firstName: string, origin: string) =>
  compose({
    to,
    kind: 'welcome',
    subject: 'Welcome to Dealio',
    greeting: hello(firstName),
    paragraphs: ['Your account is ready. Sign in to see the best deals near you.'],
    link: { label: 'Sign in', url: `${origin}/login` },
  })

/** Sent instead of a welcome when the email already has an account, so the registration answer
 * stays the same for both and the owner learns someone tried (§8 'already registered, so log in'). */
export const alreadyRegisteredEmail = (to: string, origin: string) =>
  compose({
    to,
    kind: 'already-registered',
    subject: 'You already have a Dealio account',
    greeting: hello(''),
    paragraphs: [
      'Someone tried to register with this email, but you are already registered. Please log in.',
      'If you have forgotten your password you can reset it from the sign-in page.',
    ],
    link: { label: 'Reset your password', url: `${origin}/forgot-password` },
  })

export const activationEmail = (to: string, firstName: string, url: string) =>
  compose({
    to,
    kind: 'activation',
    subject: 'Set a password for your Dealio account',
    greeting: hello(firstName),
    paragraphs: [
      'Thanks for your order. Set a password to sign in later and see your vouchers.',
      'This link works once and expires in 24 hours.',
    ],
    link: { label: 'Set your password', url },
  })

export const passwordResetEmail = (to: string, firstName: string, url: string) =>
  compose({
    to,
    kind: 'password-reset',
    subject: 'Reset your Dealio password',
    greeting: hello(firstName),
    paragraphs: [
      'We received a request to reset your password. If it was not you, ignore this email.',
      'This link works once and expires in 1 hour.',
    ],
    link: { label: 'Reset your password', url },
  })

export const passwordChangedEmail = (to: string, firstName: string, origin: string) =>
  compose({
    to,
    kind: 'password-changed',
    subject: 'Your Dealio password was changed',
    greeting: hello(firstName),
    paragraphs: [
      'Your password was just changed and you were signed out everywhere else.',
      'If this was not you, reset your password now.',
    ],
    link: { label: 'Reset your password', url: `${origin}/forgot-password` },
  })
