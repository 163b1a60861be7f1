import { describe, expect, inject, it } from 'vitest'
// @ts-expect-error plain JS helper shared with scripts/start.mjs and scripts/jobs.mjs
import { runScheduledJobs } from '../../scripts/lib/jobs.mjs'

describe('scheduled work on the local server', () => {
  it('runs the cron’s jobs on demand, as the npm start ticker and npm run jobs do', async () => {
    const answer: string = await runScheduledJobs(inject('baseUrl'))
    expect(answer).toMatch(/scheduled event/i)
  })
})
