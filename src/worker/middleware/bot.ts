import { createMiddleware } from 'hono/factory'
import { isSearchBot } from '../../shared/domain/bot'
import type { AppEnv } from '../http/app-env'

export const bot = () =>
  createMiddleware<AppEnv>(async function bot(c, next) {
    c.set('isBot', isSearchBot(c.req.header('user-agent')))
    await next()
  })
