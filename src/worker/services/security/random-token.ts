import { hashCustomerToken } from './customer-token'

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** 256 random bits, URL-safe: session, reset, activation and express-buy tokens alike. */
export const randomToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/** Only this SHA-256 of a token is ever stored. */
export const hashToken = hashCustomerToken
