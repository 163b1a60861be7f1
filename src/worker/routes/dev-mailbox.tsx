import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import type { AppEnv } from '../env'
import { errorBody } from '../errors'
import { isLocalDevelopment } from '../../shared/domain/local-development'
import { Outbox, type OutboxRow } from '../services/email/outbox'

const SHOWN = 50
const LINK = /(https?:\/\/[^\s<>"]+)/g

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

function Message({ message }: { message: OutboxRow }) {
  return (
    <article data-to={message.to} data-kind={message.kind}>
      <h2>{message.subject}</h2>
      <p>
        To <span className="to">{message.to}</span> at{' '}
        <time dateTime={message.createdAt}>{message.createdAt}</time>
        {message.sentAt ? ` (sent ${message.sentAt})` : ' (not sent)'}
      </p>
      <Linked text={message.text} />
    </article>
  )
}

function Mailbox({ messages, to }: { messages: OutboxRow[]; to: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>Dev mailbox</title>
      </head>
      <body>
        <h1>Dev mailbox{to ? ` for ${to}` : ''}</h1>
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

devMailbox.get('/dev/mailbox', async (c) => {
  if (!isLocalDevelopment(c.env, c.req.url)) {
    return c.json(errorBody('NOT_FOUND', 'No such resource'), 404)
  }
  const to = (c.req.query('to') ?? '').trim().slice(0, 320)
  const messages = await new Outbox(c.env.DB).recent(SHOWN, to || undefined)
  const stream = await renderToReadableStream(<Mailbox messages={messages} to={to} />)
  await stream.allReady
  c.header('cache-control', 'private, no-store')
  c.header('content-type', 'text/html; charset=utf-8')
  return c.body(stream as unknown as ReadableStream)
})
