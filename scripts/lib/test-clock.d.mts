export declare const DEFAULT_TEST_NOW: string
export declare function testNow(): string
export declare function londonDate(instant: string | number | Date): string
export declare function testToday(): string
export declare function inDays(days: number, from?: string | number | Date): string
export declare function dayFromToday(days: number): string
export declare function nextMonthDay(monthDay: string): string
export declare function testWeekStart(): string
export declare function londonTime(date: string, hours?: number, minutes?: number): string
