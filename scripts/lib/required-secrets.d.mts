export declare const REQUIRED_SECRETS: string[]
export declare const RECOMMENDED_SECRETS: string[]
export declare function secretProblems(
  environment: string,
  secretNames: string[],
): { missing: string[]; recommended: string[] }
