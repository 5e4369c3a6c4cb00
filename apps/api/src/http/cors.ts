/**
 * The origins allowed to read answers cross-origin: none by default (the web app is served by the API, same
 * origin), else the listed ones; '*' is sent as is, never reflected, so no browser attaches credentials.
 */
export function corsOrigins(setting: string): string | string[] | false {
  const origins = setting
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) return false;
  return origins.includes('*') ? '*' : origins;
}
