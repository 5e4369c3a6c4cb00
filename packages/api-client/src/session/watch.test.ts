import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, type Session } from './session';
import { tokenExpiringIn } from './testTokens';
import { startSessionWatch } from './watch';

const START = Date.UTC(2026, 4, 10, 12);
const user = {
  id: '1',
  first_name: 'Ada',
  last_name: 'L',
  email: 'a@b.co',
  accepted_terms_of_service: true,
  profile_picture_url: null,
  confirmed: true,
  locale: 'en' as const,
};

function fakeStore(session: Session) {
  let current = session;
  return {
    getSnapshot: () => current,
    resetSession: vi.fn((address: string) => {
      current = { ...current, user: null, token: null, profile_picture_url: null, open_on_login: address };
    }),
  };
}

describe('startSessionWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('resets the session at the first 60 s check after the token comes within 60 s of expiry', () => {
    // Expires 150 s after start: still active at 60 s (90 s left), expiring at 120 s (30 s left).
    const store = fakeStore({ ...EMPTY_SESSION, user, token: tokenExpiringIn(150, START) });
    const onExpired = vi.fn();
    const stop = startSessionWatch({ store, onExpired, currentAddress: () => 'https://lense.test/sites' });

    vi.advanceTimersByTime(59_999);
    expect(store.resetSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.resetSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(store.resetSession).toHaveBeenCalledWith('https://lense.test/sites');
    expect(onExpired).toHaveBeenCalledTimes(1);

    // Signed out now: further checks do nothing.
    vi.advanceTimersByTime(180_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing for a signed-out session', () => {
    const store = fakeStore(EMPTY_SESSION);
    const stop = startSessionWatch({ store });
    vi.advanceTimersByTime(600_000);
    expect(store.resetSession).not.toHaveBeenCalled();
    stop();
  });

  it('resets a session with a token but no user', () => {
    const store = fakeStore({ ...EMPTY_SESSION, token: tokenExpiringIn(3600, START) });
    const stop = startSessionWatch({ store, currentAddress: () => '/x' });
    vi.advanceTimersByTime(60_000);
    expect(store.resetSession).toHaveBeenCalledWith('/x');
    stop();
  });

  it('stops checking once stopped', () => {
    const store = fakeStore({ ...EMPTY_SESSION, user, token: 'unreadable' });
    const stop = startSessionWatch({ store });
    stop();
    vi.advanceTimersByTime(600_000);
    expect(store.resetSession).not.toHaveBeenCalled();
  });

  it('uses the injected interval and clock, and remembers the page address by default', () => {
    const store = fakeStore({ ...EMPTY_SESSION, user, token: tokenExpiringIn(3600, START) });
    const stop = startSessionWatch({ store, intervalMs: 1_000, now: () => START + 3_600_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.resetSession).toHaveBeenCalledWith(window.location.href);
    stop();
  });
});
