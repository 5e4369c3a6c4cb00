import type { Config } from '../config.ts';
import { openFileLimit } from './open-file-limit.ts';

/** Caps on what clients hold open at once; 0 is no cap. */
export interface NetworkLimits {
  connectionsPerAddress: number;
  connectionsTotal: number;
  liveStreamsPerAddress: number;
  liveStreamsTotal: number;
}

/** Far more than a browser opens (six or so per host, plus a live stream). */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;
/** A few slideshows per screen-filled room; a refused slideshow reads its photos every 3 s instead. */
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 20;

/**
 * The configured caps, each unset one from its default:
 * - connections in total: a third of the open-file limit. A connection may hold a file as well (an upload
 *   being written, a download being read); the last third stays for the database, modules, logs and mail.
 * - connections per socket address: 256, or a quarter of the total if less, so one client never holds most
 *   of them. None behind proxies (`trustProxy` > 0): every socket is then a proxy's, and a cap per socket
 *   address would cap every client behind it, a whole venue sharing one public address included.
 * - live streams per client address: 20; in total: half the connections, so open streams never crowd out
 *   ordinary requests.
 */
export function networkLimits(config: Config, fileLimit = openFileLimit()): NetworkLimits {
  const derivedTotal = Math.max(1, Math.floor(fileLimit / 3));
  const connectionsTotal = config.connectionsTotal ?? derivedTotal;
  // The shares below are of the connections there can be: with no total cap, of the derived one.
  const connections = connectionsTotal || derivedTotal;
  const perAddress = Math.min(DEFAULT_CONNECTIONS_PER_ADDRESS, Math.ceil(connections / 4));
  return {
    connectionsPerAddress: config.connectionsPerAddress ?? (config.trustProxy > 0 ? 0 : perAddress),
    connectionsTotal,
    liveStreamsPerAddress: config.liveStreamsPerAddress ?? DEFAULT_LIVE_STREAMS_PER_ADDRESS,
    liveStreamsTotal: config.liveStreamsTotal ?? Math.max(1, Math.floor(connections / 2)),
  };
}
