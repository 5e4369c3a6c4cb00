// SWR imports `use-sync-external-store/shim` so that React 17 has the hook; React 18 and later have it
// built in, and the shim's fallback would only add bytes to the entry every page waits for.
export { useSyncExternalStore } from 'react';
