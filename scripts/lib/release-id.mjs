// The release a build is tagged with, in one place: the error tracker's events
// (vite.config.ts `__DEALIO_RELEASE__`), the uploaded version's tag and the source map Sentry
// keeps (scripts/deploy.mjs) must name the same one, or the map matches no event.
import { execFileSync } from 'node:child_process'

/** BUILD_ID when CI sets one, else the commit being built (12 characters), else 'unknown'. */
export function releaseId(env = process.env) {
  if (env.BUILD_ID) return env.BUILD_ID
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'unknown'
  }
}
