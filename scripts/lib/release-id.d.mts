export declare function releaseId(env?: Record<string, string | undefined>): string
