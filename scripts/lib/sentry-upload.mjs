// Source maps for Sentry at deploy time: the built worker gets Sentry's debug ids injected
// before the version is uploaded, so the code Cloudflare runs and the map Sentry holds carry
// the same id, and the map is uploaded under the release the build was tagged with
// (vite.config.ts `__DEALIO_RELEASE__`). The islands' bundle has no source map (bytes on every
// page); its reports carry the release and the chunk names.
// sentry-cli reads SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT from the deploying shell;
// nothing here prints them. It runs through npx at a pinned version: only the deploying machine
// needs it, so `npm install` (and CI) fetch no native binary for it.

const SENTRY_CLI = '@sentry/cli@3.8.0'
const SENTRY_UPLOAD_ENV = ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT']
const BUILT = ['dist/worker']

/** The two sentry-cli steps (inject, then upload) for `release`, or null with the names of
 * what is unset when the deploying shell cannot upload. */
export function sentryUploadSteps(release, env = process.env) {
  const unset = SENTRY_UPLOAD_ENV.filter((name) => !env[name])
  if (unset.length > 0) return { steps: null, unset }
  const cli = (...args) => ({ cmd: 'npx', args: ['--yes', SENTRY_CLI, ...args] })
  return {
    steps: [
      cli('sourcemaps', 'inject', ...BUILT),
      cli('sourcemaps', 'upload', `--release=${release}`, ...BUILT),
    ],
    unset: [],
  }
}
