export interface SourceMap {
  version: number
  sources: string[]
  names: string[]
  mappings: string
  [key: string]: unknown
}
export declare function decodeSegment(text: string): number[]
export declare function encodeSegment(numbers: number[]): string
export declare function decodeMappings(mappings: string): number[][][]
export declare function encodeMappings(lines: number[][][]): string
export declare function replaceMapped(
  code: string,
  map: SourceMap,
  replacements: Record<string, string>,
): { code: string; map: SourceMap }
export declare function originalPosition(
  map: SourceMap,
  line: number,
  column: number,
): { source: string; line: number; column: number } | null
