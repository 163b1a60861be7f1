export declare function sentryUploadSteps(
  release: string,
  env?: Record<string, string | undefined>,
): { steps: { cmd: string; args: string[] }[]; unset: [] } | { steps: null; unset: string[] }
