import { jsonLdScript, type JsonLd as JsonLdData } from '../../../shared/domain/seo/json-ld'

export interface JsonLdProps {
  data: JsonLdData | readonly JsonLdData[]
}

/** Structured data for search engines. A `application/ld+json` block is data, never run, so
 * it needs no CSP nonce; jsonLdScript escapes `<` so no value can end the element early. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  )
}
