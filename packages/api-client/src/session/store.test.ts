import { describe, expect, it, vi } from 'vitest';
import { decodeSession, encodeSession } from './encoding';
import { EMPTY_SESSION } from './session';
import { createSessionStore, SESSION_STORAGE_KEY } from './store';

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

describe('createSessionStore', () => {
  it('starts from the empty session when nothing is stored', () => {
    localStorage.clear();
    expect(createSessionStore().getSnapshot()).toEqual(EMPTY_SESSION);
  });

  it('keeps the session in localStorage in encoded form', () => {
    localStorage.clear();
    const store = createSessionStore();
    store.update({ user, token: 'tok' });
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(stored).not.toContain('tok');
    expect(decodeSession(stored)).toMatchObject({ user, token: 'tok', open_on_login: '/spaces' });
    expect(createSessionStore().getSnapshot()).toEqual(store.getSnapshot());
  });

  it('reads a stored session on creation', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, encodeSession({ ...EMPTY_SESSION, user, token: 'x' }));
    expect(createSessionStore().getSnapshot().token).toBe('x');
  });

  it('keeps the same snapshot object until the session changes', () => {
    const store = createSessionStore({ storage: localStorage, eventTarget: null });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.update({ token: 'new' });
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('is signed out during server rendering', () => {
    const store = createSessionStore({ eventTarget: null });
    store.update({ user, token: 't' });
    expect(store.getServerSnapshot()).toEqual(EMPTY_SESSION);
  });

  it('notifies subscribers on change until they unsubscribe', () => {
    const store = createSessionStore({ eventTarget: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ user });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update({ user: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the stored token with a new one, and ignores the same token', () => {
    const store = createSessionStore({ eventTarget: null });
    store.update({ user, token: 'old' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setToken('new');
    expect(store.getSnapshot().token).toBe('new');
    expect(decodeSession(localStorage.getItem(SESSION_STORAGE_KEY)).token).toBe('new');
    store.setToken('new');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resets: clears user, token and picture, remembers the address minus host', () => {
    const store = createSessionStore({ eventTarget: null });
    store.update({ user, token: 't', profile_picture_url: 'https://cdn.test/p.png' });
    store.resetSession('https://lense.test/spaces/9/manage/watermark?x=1');
    expect(store.getSnapshot()).toEqual({
      user: null,
      token: null,
      profile_picture_url: null,
      open_on_login: '/spaces/9/manage/watermark?x=1',
    });
    expect(createSessionStore().getSnapshot().open_on_login).toBe('/spaces/9/manage/watermark?x=1');
  });

  it('clears everything on logout', () => {
    const store = createSessionStore({ eventTarget: null });
    store.update({ user, token: 't', open_on_login: '/sites' });
    store.clear();
    expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("follows another tab's changes through storage events", () => {
    localStorage.clear();
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem(SESSION_STORAGE_KEY, encodeSession({ ...EMPTY_SESSION, user, token: 'other-tab' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().token).toBe('other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps working in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore({ storage: broken, eventTarget: null });
    expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
    store.update({ token: 'mem' });
    expect(store.getSnapshot().token).toBe('mem');
    expect(() => store.clear()).not.toThrow();
  });

  it('uses a custom storage and key', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    createSessionStore({ storage, key: 'custom', eventTarget: null }).update({ token: 'c' });
    expect(decodeSession(items.get('custom')).token).toBe('c');
  });
});
