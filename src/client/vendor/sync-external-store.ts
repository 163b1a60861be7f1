// What SWR asks 'use-sync-external-store/shim' for, from React itself (vite.config.ts says why).
export { useSyncExternalStore } from 'react'
