/** The form of a tracking session id (§4), in a module of its own without zod, so the browser's
 * tracking chunk can check the id it is given without loading the schemas (zod is
 * no part of the tracking chunk's bytes). */
export const TRACKING_SESSION_ID = /^[A-Za-z0-9-]{8,64}$/
