import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import type { AppEnv } from '../http/app-env'
import { DomainError, errorBody } from '../errors'
import { formBody } from '../http/form-body'
import { z } from 'zod'
import { isLocalDevelopment } from '../../shared/domain/local-development'
import { clock } from '../clock'
import { mailEventsSecret } from '../services/email/mail-events/mail-events-secret'
import {
  simulatedMailEvent,
  type SimulatedMailEvent,
} from '../services/email/mail-events/simulated-mail-event'
import { Outbox, type OutboxRow } from '../services/email/outbox'

const SHOWN = 50
const LINK = /(https?:\/\/[^\s<>"]+)/g

/** Where a message's HTML part is served on its own, for the mailbox's sandboxed frame. */
const mailHtmlPath = (id: number) => `/dev/mailbox/${id}/html`
/** The same path as a pattern, for the security headers (a frame of our own, no scripts). */
export const MAIL_HTML_PATH = /^\/dev\/mailbox\/\d{1,15}\/html$/

/** A body's text with its http(s) links clickable; React escapes everything else. */
function Linked({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(LINK).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  )
  return <pre>{parts}</pre>
}

function headersOf(json: string | null): [string, string][] {
  if (!json) return []
  try {
    return Object.entries(JSON.parse(json) as Record<string, string>)
  } catch {
    return []
  }
}

/** One message: its envelope, the HTML part as the shopper's mail client would show it (a
 * sandboxed frame: no scripts, no same-origin access), and the text part beside it. */
function Message({ message }: { message: OutboxRow }) {
  return (
    <article data-to={message.to} data-kind={message.kind} data-id={message.id}>
      <h2>{message.subject}</h2>
      <p>
        To <span className="to">{message.to}</span>
        {message.from ? (
          <>
            {' '}
            from <span className="from">{message.from}</span>
          </>
        ) : null}{' '}
        at <time dateTime={message.createdAt}>{message.createdAt}</time>
        {message.sentAt
          ? ` (sent ${message.sentAt})`
          : message.droppedReason
            ? ` (not sent: ${message.droppedReason})`
            : ' (not sent)'}
      </p>
      {headersOf(message.headers).map(([name, value]) => (
        <p key={name} className="header">
          {name}: {value}
        </p>
      ))}
      {/* No style attributes: the page's CSP allows only our own stylesheets (style-src 'self'). */}
      <div>
        <iframe
          title={`HTML part: ${message.subject}`}
          src={mailHtmlPath(message.id)}
          sandbox=""
          width={660}
          height={640}
          loading="lazy"
        />
        <section aria-label="Text part">
          <Linked text={message.text} />
        </section>
      </div>
      {/* The provider's notifications, simulated: the production endpoint's code path. */}
      <form method="post" action={`/dev/mailbox/${message.id}/events`}>
        <button type="submit" name="kind" value="bounce">
          Simulate a hard bounce
        </button>{' '}
        <button type="submit" name="kind" value="complaint">
          Simulate a complaint
        </button>
      </form>
    </article>
  )
}

function Mailbox({ messages, to, notice }: { messages: OutboxRow[]; to: string; notice: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>Dev mailbox</title>
      </head>
      <body>
        <h1>Dev mailbox{to ? ` for ${to}` : ''}</h1>
        {notice ? <p role="status">{notice}</p> : null}
        <form method="get" action="/dev/mailbox">
          <label>
            To <input type="email" name="to" defaultValue={to} />
          </label>{' '}
          <button type="submit">Filter</button>
        </form>
        {messages.length === 0 ? <p>No messages.</p> : null}
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </body>
    </html>
  )
}

/** DESIGN 'Email and jobs': in local development and tests the outbox is readable here, newest
 * first, so a developer or a browser test can follow a reset or activation link. Nowhere else
 * (local-development.ts: a deployment whose ENVIRONMENT was left unset or misspelt, or a
 * non-local host, gets a 404): the bodies hold live tokens. */
export const devMailbox = new Hono<AppEnv>()

const notFound = () => errorBody('NOT_FOUND', 'No such resource')

devMailbox.get('/dev/mailbox', async (c) => {
  if (!isLocalDevelopment(c.env, c.req.url)) return c.json(notFound(), 404)
  const to = (c.req.query('to') ?? '').trim().slice(0, 320)
  const messages = await new Outbox(c.env.DB).recent(SHOWN, to || undefined)
  const notice = (c.req.query('notice') ?? '').slice(0, 200)
  const stream = await renderToReadableStream(
    <Mailbox messages={messages} to={to} notice={notice} />,
  )
  await stream.allReady
  c.header('cache-control', 'private, no-store')
  c.header('content-type', 'text/html; charset=utf-8')
  return c.body(stream as unknown as ReadableStream)
})

/** The HTML part alone, as written to the outbox. Its own CSP (security-headers.ts) lets the
 * mail's inline styles and remote pictures show and runs nothing. */
devMailbox.get('/dev/mailbox/:id{[0-9]{1,15}}/html', async (c) => {
  if (!isLocalDevelopment(c.env, c.req.url)) return c.json(notFound(), 404)
  const message = await new Outbox(c.env.DB).byId(Number(c.req.param('id')))
  if (!message) return c.json(notFound(), 404)
  c.header('cache-control', 'private, no-store')
  return c.html(message.html)
})

const SimulatedEventForm = z.object({
  kind: z.enum(['bounce', 'complaint'] as const satisfies readonly SimulatedMailEvent[]),
})

/** The local stand-in for the mail provider's bounce and complaint webhook: the notification the
 * provider would send about this message, signed with the development secret and handed to the
 * same service as POST /api/v1/mail/events. */
devMailbox.post('/dev/mailbox/:id{[0-9]{1,15}}/events', async (c) => {
  // Thrown, so the one error handler answers the mailbox's own form post with a page.
  if (!isLocalDevelopment(c.env, c.req.url)) throw new DomainError('NOT_FOUND', 'No such page')
  const message = await new Outbox(c.env.DB).byId(Number(c.req.param('id')))
  const secret = mailEventsSecret(c.env)
  if (!message || !secret) throw new DomainError('NOT_FOUND', 'No such message in the mailbox')
  const { kind } = await formBody(c, SimulatedEventForm, 'Press Bounce or Complaint.')
  const now = clock.now()
  const event = await simulatedMailEvent({ kind, message, secret, now })
  const { outcome } = await c.var.services.mailEvents.receive(event, now)
  const notice = `${kind === 'bounce' ? 'Hard bounce' : 'Complaint'} for ${message.to}: ${outcome}`
  const query = new URLSearchParams({ to: message.to, notice })
  return c.redirect(`/dev/mailbox?${query}`, 303)
})
