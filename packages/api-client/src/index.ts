/** Base path of the Lense API on the host that serves the web app. */
export const DEFAULT_API_BASE = '/api';
