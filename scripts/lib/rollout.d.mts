export declare const DEFAULT_STEPS: number[]
export declare function parseSteps(text: string): number[]
export type RolloutStep =
  | { kind: 'shift'; percent: number; args: string[] }
  | { kind: 'check'; percent: number; pauseSeconds: number }
export declare function rolloutPlan(options: {
  environment: string
  next: string
  current: string
  steps: number[]
  pauseSeconds: number
}): RolloutStep[]
export declare function rollbackCommand(environment: string, current: string): string
export declare function uploadedVersionOf(output: string): string | null
export declare function currentVersionOf(output: string): string | null
export declare function healthUrlOf(toml: string, environment: string): string | null
export declare function versionOverride(workerName: string, version: string): Record<string, string>
