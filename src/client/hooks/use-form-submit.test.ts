import { describe, expect, it } from 'vitest'
import { UNEXPECTED_MESSAGE, type ApiResult } from '../api/account-api'
import { submitOnce } from './use-form-submit'

const recorder = () => {
  const log: string[] = []
  return {
    log,
    setters: {
      setBusy: (busy: boolean) => log.push(`busy:${busy}`),
      setFailure: (failure: string | null) => log.push(`failure:${failure}`),
      setSuccess: (success: string | null) => log.push(`success:${success}`),
    },
  }
}
const answer = (over: Partial<ApiResult<unknown>>): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data: null,
  message: null,
  ...over,
})

describe('submitOnce', () => {
  it('clears the last outcome, is busy while the call runs, then idle on success', async () => {
    const { log, setters } = recorder()
    const result = await submitOnce(async () => {
      log.push('call')
      return answer({})
    }, setters)
    expect(result.ok).toBe(true)
    expect(log).toEqual(['busy:true', 'failure:null', 'success:null', 'call', 'busy:false'])
  })

  it("shows the API's own message on failure, else the fallback, else the generic one", async () => {
    const run = async (message: string | null, fallback?: string) => {
      const { log, setters } = recorder()
      await submitOnce(async () => answer({ ok: false, status: 409, message }), setters, {
        fallback,
      })
      return log.at(-1)
    }
    expect(await run('Already used')).toBe('failure:Already used')
    expect(await run(null, 'Something went wrong')).toBe('failure:Something went wrong')
    expect(await run(null)).toBe(`failure:${UNEXPECTED_MESSAGE}`)
  })

  it('maps a failure through failureOf when the form words its own', async () => {
    const { log, setters } = recorder()
    await submitOnce(async () => answer({ ok: false, status: 404, message: 'x' }), setters, {
      failureOf: (result) => `gone (${result.status})`,
    })
    expect(log.at(-1)).toBe('failure:gone (404)')
  })

  it('stays busy and shows nothing while the page is being left', async () => {
    const { log, setters } = recorder()
    await submitOnce(async () => answer({ ok: false, status: 401, message: 'x' }), setters, {
      leaving: (result) => result.status === 401,
    })
    expect(log).toEqual(['busy:true', 'failure:null', 'success:null'])
  })
})
