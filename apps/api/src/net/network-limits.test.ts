import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { AddressCaps } from './address-caps.ts';
import { networkLimits } from './network-limits.ts';
import { parseOpenFileLimit } from './open-file-limit.ts';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes`;

const config = (overrides: Partial<Config> = {}) => ({ trustProxy: 0, ...overrides }) as Config;

describe('network limits', () => {
  it('reads the soft open-file limit, with a safe fallback where there is none', () => {
    expect(parseOpenFileLimit(LIMITS)).toBe(1024);
    expect(parseOpenFileLimit(LIMITS.replace('1024 ', 'unlimited'))).toBe(1_048_576);
    expect(parseOpenFileLimit(null)).toBe(1024);
    expect(parseOpenFileLimit('nothing here')).toBe(1024);
  });

  it('keeps the default caps well below the open-file limit', () => {
    expect(networkLimits(config(), 1024)).toEqual({
      connectionsPerAddress: 86,
      connectionsTotal: 341,
      liveStreamsPerAddress: 20,
      liveStreamsTotal: 170,
    });
    expect(networkLimits(config(), 65_536)).toMatchObject({
      connectionsPerAddress: 256,
      connectionsTotal: 21_845,
      liveStreamsTotal: 10_922,
    });
  });

  it('has no connection cap per socket address behind proxies, whose sockets carry every client', () => {
    expect(networkLimits(config({ trustProxy: 1 }), 1024).connectionsPerAddress).toBe(0);
    expect(
      networkLimits(config({ trustProxy: 1, connectionsPerAddress: 500 }), 1024).connectionsPerAddress,
    ).toBe(500);
  });

  it('takes the configured caps, and derives the streams from the connections', () => {
    expect(networkLimits(config({ connectionsTotal: 100, liveStreamsPerAddress: 0 }), 1024)).toEqual({
      connectionsPerAddress: 25,
      connectionsTotal: 100,
      liveStreamsPerAddress: 0,
      liveStreamsTotal: 50,
    });
  });

  it('refuses one more past a cap per address (429) or in total (503), and counts what is given back', () => {
    const caps = new AddressCaps(2, 3);
    expect([caps.take('a'), caps.take('a'), caps.take('a')]).toEqual([null, null, 429]);
    expect([caps.take('b'), caps.take('c')]).toEqual([null, 503]);
    caps.release('a');
    caps.release('unknown');
    expect(caps.count()).toBe(2);
    expect(caps.take('c')).toBe(null);
    expect([caps.count('a'), caps.count('c'), caps.count()]).toEqual([1, 1, 3]);
    const open = new AddressCaps(0, 0);
    for (let i = 0; i < 1000; i++) expect(open.take('a')).toBe(null);
  });
});
