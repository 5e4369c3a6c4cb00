import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { inTransaction } from '../db/after-commit.ts';
import type { Database, PhotosTable } from '../db/schema.ts';
import { queueDerive } from '../media/derive-queue.ts';
import { connectSimulatorAccount } from '../payments/mpesa-account.ts';
import { type DemoPhotoSize, type DemoScene, demoPhotoMaker } from './demo-photos.ts';

/** The demo organiser's sign-in. */
export const DEMO_EMAIL = 'demo@lense.local';
/** The demo organiser's default password (DEMO_PASSWORD overrides it). */
export const DEFAULT_DEMO_PASSWORD = 'lense-demo-2026';

/** Outcome of {@link seedDemo}. */
export interface DemoSeed {
  /** Whether content was created now (false: the database already had users). */
  created: boolean;
  /** The demo organiser's e-mail, when one exists. */
  email: string | null;
  /** Its password, when it exists. */
  password: string | null;
}

const SPACES: { title: string; location: string; scenes: DemoScene[] }[] = [
  {
    title: 'Summer wedding in Naivasha',
    location: 'Naivasha',
    scenes: ['reception', 'dinner', 'toast', 'confetti', 'beach', 'danceFloor'],
  },
  { title: 'Nairobi tech meetup', location: 'Nairobi', scenes: ['concert', 'toast', 'dinner', 'danceFloor'] },
  {
    title: 'Coastal charity run',
    location: 'Mombasa',
    scenes: ['runners', 'beach', 'runners', 'confetti', 'runners'],
  },
];
const PHOTOS_PER_SPACE = 12;

/**
 * What a database holds already: the demo organiser's sign-in, or nulls when other users own it; null when
 * it has no user yet (the demo is still to be made).
 */
export async function existingDemo(db: Kysely<Database>, password: string): Promise<DemoSeed | null> {
  const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (demo) return { created: false, email: DEMO_EMAIL, password };
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) {
    return { created: false, email: null, password: null };
  }
  return null;
}

/**
 * Fills an empty database with demo content: a confirmed organiser, three spaces of twelve generated
 * photos each (camera-sized unless `photoSize` says otherwise) (stored through the app's storage), a collection of those spaces and a site showing it.
 * Does nothing when any user exists, so running it on every start is safe.
 */
export async function seedDemo(
  app: FastifyInstance,
  password = DEFAULT_DEMO_PASSWORD,
  photoSize: DemoPhotoSize = 'camera',
): Promise<DemoSeed> {
  const { db, storage } = app;
  const existing = await existingDemo(db, password);
  if (existing) return existing;

  // Bytes go in first: if the process stops midway, the rows (one transaction) are absent and the next
  // start seeds again; stray objects are harmless.
  const demoPhoto = demoPhotoMaker(photoSize);
  const userId = randomUUID();
  const today = new Date().toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const spaces: { id: string; space: (typeof SPACES)[number]; photos: Insertable<PhotosTable>[] }[] = [];
  for (const [s, space] of SPACES.entries()) {
    const id = randomUUID();
    const photos: Insertable<PhotosTable>[] = [];
    for (let i = 0; i < PHOTOS_PER_SPACE; i += 1) {
      const photoId = randomUUID();
      const path = `spaces/${id}/${photoId}.jpg`;
      await storage.put(path, await demoPhoto(space.scenes, i), 'image/jpeg');
      photos.push({
        id: photoId,
        space_id: id,
        user_id: userId,
        path,
        url: `${app.apiBase}/photos/${photoId}/image`,
        // Visible once its derived images exist (queued below, with the rows).
        state: 'processing',
        original_file_extension: 'jpg',
        // Every third photo is for sale, so the demo sells one end to end through the simulator.
        price: i % 3 === 0 ? '500' : null,
        // Distinct times keep the feed's order stable.
        created_at: new Date(Date.now() - (s * PHOTOS_PER_SPACE + i) * 60_000),
      });
    }
    spaces.push({ id, space, photos });
  }

  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        first_name: 'Demo',
        last_name: 'Organiser',
        accepted_terms_of_service: true,
        confirmed_at: new Date(),
      })
      .execute();
    const collection = await trx
      .insertInto('collections')
      .values({ user_id: userId, name: 'demo-highlights', description: 'Highlights of the demo events' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { id, space, photos } of spaces) {
      await trx
        .insertInto('spaces')
        .values({
          id,
          user_id: userId,
          title: space.title,
          description: `Photos from the ${space.title.toLowerCase()}.`,
          location: space.location,
          start_date: today,
          end_date: inAWeek,
          slug: space.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          collection_id: collection.id,
        })
        .execute();
      await trx.insertInto('photos').values(photos).execute();
      for (const photo of photos) await queueDerive(app.jobs, photo.id as string, trx);
      await trx
        .insertInto('collection_spaces')
        .values({ space_id: id, collection_id: collection.id })
        .execute();
    }
    await trx
      .insertInto('sites')
      .values({
        user_id: userId,
        name: 'demo-events',
        title: 'Demo events',
        description: 'A public site showing the demo collection.',
        contact_email: DEMO_EMAIL,
        collection_id: collection.id,
      })
      .execute();
    // Paid into the built-in M-Pesa simulator's paybill (a real Daraja needs the organiser's own).
    if (app.payments.simulator) await connectSimulatorAccount(trx, app.payments.sealKeys[0]!, userId);
  });
  return { created: true, email: DEMO_EMAIL, password };
}
