export declare const DEFAULT_TEST_NOW: string
export declare function testNow(): string
export declare function londonDate(instant: string | number | Date): string
