import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { isSafeRelativePath } from '../../../shared/domain/account/post-login-redirect'
import {
  ChooseTownRequest,
  TownsResponse,
  ChooseTownResponse,
} from '../../../shared/schemas/location'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { DomainError } from '../../errors'
import { PUBLIC_TEN_MINUTES } from './cache-headers'
import { brandTown, setLocationCookie } from '../../http/cookies/location'

/** The visitor's town: the list the header chooser offers, and the call that makes one the
 * `location` cookie (storefront §3 'Location', §9 cookie lifetimes). */
export const locations = new Hono<AppEnv>()
export const location = new Hono<AppEnv>()

locations.get('/', async (c) => {
  const towns = await c.var.services.catalog.towns(c.get('brand').countryCode)
  const data = towns.map(({ name, shortName }) => ({ name, shortName }))
  return respond(c, TownsResponse, { data }, 200, PUBLIC_TEN_MINUTES)
})

const isFormPost = (c: Context<AppEnv>) =>
  /^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(
    c.req.header('content-type') ?? '',
  )

/** A plain HTML form (the town page's "Make … my town" without script) goes back to the page it
 * came from; an unknown town sends it to the list of towns rather than an error page. */
async function chooseByForm(c: Context<AppEnv>) {
  // An unreadable body is as good as an empty form: it too goes to the list of towns.
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const parsed = ChooseTownRequest.safeParse({
    shortName: typeof form.shortName === 'string' ? form.shortName : '',
    ...(typeof form.returnTo === 'string' ? { returnTo: form.returnTo } : {}),
  })
  const town = parsed.success ? await brandTown(c, parsed.data.shortName) : null
  if (!town) return c.redirect('/deals', 303)
  setLocationCookie(c, town)
  const back = parsed.data?.returnTo
  return c.redirect(isSafeRelativePath(back) ? back : '/', 303)
}

location.post(
  '/',
  async function plainForm(c, next) {
    if (isFormPost(c)) return chooseByForm(c)
    await next()
  },
  validJson(ChooseTownRequest),
  async (c) => {
    const body = c.req.valid('json')
    const town = await brandTown(c, body.shortName)
    if (!town)
      throw new DomainError('INVALID', `${body.shortName.slice(0, 100)} is not one of our towns`)
    setLocationCookie(c, town)
    return respond(c, ChooseTownResponse, { data: town })
  },
)
