import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.node'
import {
  frameBody,
  SandboxChallengePage,
  SandboxHostedFieldsPage,
} from '../../client/pages/sandbox/sandbox-card-pages'
import {
  sandboxChallengeScript,
  sandboxHostedFieldsScript,
} from '../../client/pages/sandbox/sandbox-hosted-fields-script'
import { isLocalDevelopment } from '../../shared/domain/local-development'
import { ChallengeDecisionForm } from '../../shared/schemas/three-d-secure'
import type { AppEnv } from '../http/app-env'
import { DomainError } from '../errors'
import { formBody } from '../http/form-body'
import { personal } from '../http/personal'
import { CLIENT_ASSETS } from '../render/client-assets'
import { challengePath } from '../services/payments/sandbox-three-d-secure'

/** The sandbox's card pages that the checkout frames: the hosted card fields and the 3-D Secure
 * challenge, standing in for Braintree's Hosted Fields and the issuer's challenge page. Like the
 * tokenizer they serve, they exist only in local development and the tests; elsewhere the
 * checkout loads Braintree's own (pay-clients.ts decides). Bare documents, not the site shell: a
 * frame holds the fields or the question and nothing else. */
export const sandboxCard = new Hono<AppEnv>()

sandboxCard.use('/sandbox/hosted-fields', personal())
sandboxCard.use('/sandbox/3ds/*', personal())
for (const path of ['/sandbox/hosted-fields', '/sandbox/3ds/*']) {
  sandboxCard.use(path, async function sandboxOnly(c, next) {
    if (!isLocalDevelopment(c.env, c.req.url)) throw new DomainError('NOT_FOUND', 'No such page')
    await next()
  })
}

// wrangler bundles with esbuild's keepNames, which wraps inner functions in `__name(fn, 'x')`:
// a serialised function then needs the helper in its own page.
const KEEP_NAMES_SHIM = 'var __name = function (fn) { return fn };'

/** The checkout's theme class for the frame's body, when it is one (a class name, no more). */
const SKIN = /^[\w-]{1,64}$/

function frameDocument(
  c: Context<AppEnv>,
  title: string,
  body: ReactNode,
  script: () => void,
  result?: string,
) {
  const skin = c.req.query('skin')
  const html = renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <link rel="stylesheet" href={CLIENT_ASSETS.stylesheet} />
      </head>
      <body
        data-result={result}
        className={skin && SKIN.test(skin) ? `${skin} ${frameBody}` : frameBody}
      >
        {body}
        <script
          nonce={c.get('nonce')}
          dangerouslySetInnerHTML={{ __html: `${KEEP_NAMES_SHIM}(${script.toString()})()` }}
        />
      </body>
    </html>,
  )
  return c.html(`<!doctype html>${html}`)
}

sandboxCard.get('/sandbox/hosted-fields', (c) =>
  frameDocument(c, 'Card details', <SandboxHostedFieldsPage />, sandboxHostedFieldsScript),
)

const threeDSecure = (c: Context<AppEnv>) => c.var.services.sandboxThreeDSecure

sandboxCard.get('/sandbox/3ds/:challenge', async (c) => {
  const id = c.req.param('challenge')
  const open = await threeDSecure(c).isOpen(id)
  return frameDocument(
    c,
    'Sandbox bank check',
    <SandboxChallengePage action={challengePath(id)} state={open ? 'open' : 'closed'} />,
    sandboxChallengeScript,
  )
})

sandboxCard.post('/sandbox/3ds/:challenge', async (c) => {
  const { decision } = await formBody(c, ChallengeDecisionForm, 'Please press one of the buttons.')
  const id = c.req.param('challenge')
  const answered = await threeDSecure(c).answer(id, decision)
  const state = !answered ? 'closed' : decision === 'complete' ? 'AUTHENTICATED' : 'FAILED'
  return frameDocument(
    c,
    'Sandbox bank check',
    <SandboxChallengePage action={challengePath(id)} state={state} />,
    sandboxChallengeScript,
    state === 'closed' ? undefined : state,
  )
})
