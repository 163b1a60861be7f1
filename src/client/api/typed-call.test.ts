import { describe, expectTypeOf, it } from 'vitest'
import type { AnswerOfRoute, BodyOfRoute, RouteKey } from './typed-call'
import { callRoute } from './typed-call'

// Type-level: these lines stop compiling (node scripts/typecheck.mjs) if the client loses its
// types from the route declarations.
describe('callRoute is typed by the route declarations', () => {
  it('knows each declared route, its body and its answer', () => {
    expectTypeOf<'POST /customer/login'>().toMatchTypeOf<RouteKey>()
    expectTypeOf<'POST /customer/no-such-route'>().not.toMatchTypeOf<RouteKey>()
    expectTypeOf<BodyOfRoute<'POST /customer/password-reset'>>().toEqualTypeOf<{
      email: string
    }>()
    expectTypeOf<AnswerOfRoute<'POST /customer/login/first-step'>>().not.toBeAny()
    expectTypeOf<AnswerOfRoute<'POST /customer/login/first-step'>>().not.toBeUnknown()
    const typedOnly = () => {
      // @ts-expect-error a body field the route does not declare
      void callRoute('POST /customer/password-reset', { emial: 'a@b.c' })
      // @ts-expect-error a route nobody declared
      void callRoute('POST /customer/nowhere')
    }
    expectTypeOf(typedOnly).toBeFunction()
  })
})
