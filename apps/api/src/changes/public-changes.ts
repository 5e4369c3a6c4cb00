/**
 * What visitors see that a write changed, in the form the change relay carries between replicas:
 * - `feed`: the public photo feed;
 * - `space:<id>`: a space's public view (its page and what the feed shows of it);
 * - `live:<id>`: the photos of a space's live wall (its slideshow);
 * - `site:<name>`: a published site;
 * - `everything`: all of it (a write that forgot to declare, in production).
 */
export type PublicChange = 'feed' | 'everything' | `space:${string}` | `live:${string}` | `site:${string}`;

/**
 * The declaration of what a write changed, made where the change is made: a route, a domain function or a
 * job calls it after its write, and the recorder's owner applies the declarations once the work succeeded.
 * A write that changes nothing visitors see says so with {@link Changes.nothingPublic}.
 */
export interface Changes {
  /** A space's public view changed: its details, its watermark, who may see it. */
  spaceView(spaceId: string): this;
  /** The photos on a space's live wall changed (nothing else of the space). */
  liveWall(spaceId: string): this;
  /**
   * The photos visitors see of a space changed: one shown, approved, hidden, deleted, or its comment (the
   * slideshow's caption) or price edited. Its public view and its live wall both change.
   */
  spacePhotos(spaceId: string): this;
  /** A published site changed (its details, its collection, its banner or icon), or appeared or went. */
  site(name: string): this;
  /** The public feed changed and nothing more precise says so (a space joined or left a collection). */
  feed(): this;
  /** This write changes nothing visitors see (a sign-in, a presigned upload, a credential). */
  nothingPublic(): this;
}

/** Collects one unit of work's declarations; its owner applies them with {@link ChangeRecorder.take}. */
export class ChangeRecorder implements Changes {
  readonly #changes = new Set<PublicChange>();
  #declared = false;

  /** Whether anything was declared, `nothingPublic` included. */
  get declared(): boolean {
    return this.#declared;
  }

  spaceView(spaceId: string): this {
    return this.#add(`space:${spaceId}`);
  }

  liveWall(spaceId: string): this {
    return this.#add(`live:${spaceId}`);
  }

  spacePhotos(spaceId: string): this {
    return this.spaceView(spaceId).liveWall(spaceId);
  }

  site(name: string): this {
    return this.#add(`site:${name}`);
  }

  feed(): this {
    return this.#add('feed');
  }

  nothingPublic(): this {
    this.#declared = true;
    return this;
  }

  /** Everything visitors see (the fallback for a write that declared nothing). */
  everything(): this {
    return this.#add('everything');
  }

  /** The changes declared since the last take, once each. */
  take(): PublicChange[] {
    const changes = [...this.#changes];
    this.#changes.clear();
    return changes;
  }

  #add(change: PublicChange): this {
    this.#declared = true;
    this.#changes.add(change);
    return this;
  }
}

/** The changes `declare` declares, for work outside a request (a job): `relay.publish(changesOf(...))`. */
export function changesOf(declare: (changes: Changes) => void): PublicChange[] {
  const recorder = new ChangeRecorder();
  declare(recorder);
  return recorder.take();
}
