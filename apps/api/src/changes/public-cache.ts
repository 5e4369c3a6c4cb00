import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, compressedOnce } from '../http/content-coding.ts';
import type { CacheTag } from './effects.ts';

/** A cached, serialized response body and its entity tag. */
export interface CachedBody {
  /** The UTF-8 bytes of the JSON answer, encoded once: each hit writes them as they are. */
  body: Buffer;
  /** A strong entity tag: a hash of the body, so equal bodies share it on every replica. */
  etag: string;
  /** The body compressed, per coding, made on the first request that accepts it. */
  compressed: Partial<Record<ContentCoding, Buffer>>;
}

interface Entry {
  version: number;
  /** What the answer shows: a change of any of them forgets it. */
  tags: readonly CacheTag[];
  expires: number;
  value: Promise<CachedBody>;
}

/** Options of a {@link PublicCache}. */
export interface PublicCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries?: number;
  /**
   * Longest time an entry is served. Declared changes forget entries at once, here and (through the change
   * relay) on other replicas; the limit bounds staleness after changes this process does not hear of.
   */
  ttlMs?: number;
}

/**
 * An in-process cache of anonymous responses (the public photo feed, public space pages), keyed by the
 * request's inputs and tagged with what they show (`feed`, `space:<id>`). A declared change forgets the
 * entries holding its tags ({@link PublicCache.forget}); {@link PublicCache.invalidate} forgets them all
 * and bumps a version counter, so an entry of an older version is never served. Concurrent misses for
 * one key share a single computation.
 */
export class PublicCache {
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  #version = 0;
  readonly #entries = new Map<string, Entry>();
  /** Reads answered from an entry, and reads that had to compute one (shared computations count once). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: PublicCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#ttlMs = options.ttlMs ?? 10_000;
  }

  /** The current version; it grows with every invalidation. */
  get version(): number {
    return this.#version;
  }

  /** Forgets every entry (after a gap in which changes may have been missed). */
  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }

  /** Forgets the entries holding any of `tags`, computations under way included; keeps the others. */
  forget(tags: readonly CacheTag[]): void {
    if (tags.length === 0) return;
    const forgotten = new Set(tags);
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((tag) => forgotten.has(tag))) this.#entries.delete(key);
    }
  }

  /**
   * The cached body for `key`, computing (and caching) it with `compute` when missing or stale. `tags` name
   * what the answer shows, so that a change of one of them forgets it.
   */
  get(key: string, tags: readonly CacheTag[], compute: () => Promise<string>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.version === this.#version && hit.expires > now) {
      this.stats.hits += 1;
      // Re-insert to keep the map in least-recently-used order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    this.stats.misses += 1;
    const entry: Entry = {
      version: this.#version,
      tags,
      expires: now + this.#ttlMs,
      value: compute().then((json) => {
        const body = Buffer.from(json, 'utf8');
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
      }),
    };
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return entry.value;
  }
}

/** `If-None-Match` matches `etag` (a list, weak forms and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Cache-Control of revalidated public responses: any cache may keep them but must ask every time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Answers with a cached body: ETag and revalidation headers, then 304 when the client's copy is current,
 * else the serialized JSON bytes as they are (no serialization, no re-encoding, no hashing per request),
 * compressed once per entry for clients that accept it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  const vary = reply.getHeader('vary');
  reply
    .header('etag', cached.etag)
    .header('cache-control', REVALIDATE)
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const coded = compressedOnce(cached.body, cached.compressed, request.headers['accept-encoding']);
  if (!coded) return reply.send(cached.body);
  return reply.header('content-encoding', coded.coding).send(coded.bytes);
}
