import { test, expect } from './support/fixtures'
// @ts-expect-error plain JS helper shared with scripts/start.mjs and scripts/jobs.mjs
import { runScheduledJobs } from '../../scripts/lib/jobs.mjs'
import { e2eBaseUrl } from './support/server-address'

test.describe('scheduled work on the local server', () => {
  test('runs the cron’s jobs on demand, as the npm start ticker and npm run jobs do', async () => {
    const answer: string = await runScheduledJobs(e2eBaseUrl())
    expect(answer).toMatch(/scheduled event/i)
  })
})
