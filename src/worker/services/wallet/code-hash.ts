import { sha256Hex } from '../../../shared/format/sha256-hex'

/** SHA-256 hex of a normalised bearer code (gift cards, gift claims): tables keep only this. */
export const codeHash = (normalisedCode: string): Promise<string> => sha256Hex(normalisedCode)
