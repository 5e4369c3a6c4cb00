import type { Config } from '../config.ts';

/**
 * Timeouts that keep a slow or idle client from holding a socket forever: the whole request (headers and
 * body) within `requestTimeoutSeconds`, headers within 20 s, and no connection silent for longer than
 * `idleTimeoutSeconds`, between requests (keep-alive) too. Node checks them every few seconds rather than
 * its default 30. The idle timeout spares requests the server is working on (`idleTimeoutSparesWork`).
 */
export function serverTimeouts(config: Config) {
  const requestTimeout = (config.requestTimeoutSeconds ?? 300) * 1000;
  const idleTimeout = (config.idleTimeoutSeconds ?? 30) * 1000;
  return {
    requestTimeout,
    connectionTimeout: idleTimeout,
    keepAliveTimeout: idleTimeout,
    http: {
      headersTimeout: Math.min(20_000, requestTimeout),
      connectionsCheckingInterval: Math.max(100, Math.min(2_000, requestTimeout / 4)),
    },
  };
}
