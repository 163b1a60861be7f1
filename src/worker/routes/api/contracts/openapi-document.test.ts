import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { apiDocument } from '../openapi'

// The document /api/v1/openapi.json serves, checked against the OpenAPI Initiative's own JSON
// Schema for 3.1 (the validator compiles it with ajv, which needs code generation: Node, not
// workerd, so this is a unit test; test/worker/openapi.test.ts checks what the worker serves and
// that it covers every route).
describe('the API document', () => {
  it('is valid OpenAPI 3.1 by the specification’s schema', async () => {
    const document = apiDocument()
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('is checked for real: an operation without its answers fails the same check', async () => {
    const broken = structuredClone(apiDocument()) as {
      paths: Record<string, Record<string, object>>
    }
    const [path, item] = Object.entries(broken.paths)[0]!
    const [method, operation] = Object.entries(item)[0]!
    broken.paths[path]![method] = { ...operation, responses: 'none' }
    const result = await new Validator().validate(broken)
    expect(result.valid).toBe(false)
  })
})
