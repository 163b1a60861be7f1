/** URLs of the client entry and the stylesheet. scripts/build.mjs replaces the placeholders
 * in the built worker with content-hashed paths; under the worker tests they stay as they are. */
export const CLIENT_ASSETS = {
  script: '__DEALIO_CLIENT_SCRIPT__',
  stylesheet: '__DEALIO_STYLESHEET__',
} as const
