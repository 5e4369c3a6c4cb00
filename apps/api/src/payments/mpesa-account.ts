import { Type } from 'typebox';
import type { Changes } from '../changes/public-changes.ts';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import { type DarajaCredentials, DarajaError, type ShortcodeType } from './daraja-client.ts';
import { SIMULATOR_ACCOUNT } from './daraja-simulator.ts';
import type { Payments } from './payments.ts';
import { open, seal } from './secret-box.ts';

/** An organiser's M-Pesa connection as every answer shows it: never a secret. */
export const MpesaAccountBody = Type.Object({
  connected: Type.Boolean(),
  shortcode: Nullable(Type.String({ description: "The paybill number, or the till's store number." })),
  type: Nullable(Type.Union([Type.Literal('paybill'), Type.Literal('till')])),
  till_number: Nullable(Type.String({ description: 'A till number different from its store number.' })),
  connected_at: Nullable(Type.String({ format: 'date-time' })),
});

const Digits = Type.String({ pattern: '^[0-9]{5,8}$' });

/** What an organiser sends to connect a till or paybill. */
export const MpesaAccountInput = Type.Object(
  {
    shortcode: Digits,
    type: Type.Union([Type.Literal('paybill'), Type.Literal('till')]),
    till_number: Type.Optional(Nullable(Digits)),
    passkey: Type.String({ minLength: 1, maxLength: 200 }),
    consumer_key: Type.String({ minLength: 1, maxLength: 200 }),
    consumer_secret: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export interface MpesaAccountFields {
  shortcode: string;
  type: ShortcodeType;
  till_number?: string | null | undefined;
  passkey: string;
  consumer_key: string;
  consumer_secret: string;
}

const NOT_CONNECTED = {
  connected: false,
  shortcode: null,
  type: null,
  till_number: null,
  connected_at: null,
};

/** Each sealed secret is bound to its owner and its field, so no sealed value opens in another place. */
const sealContext = (userId: string, field: string) => `mpesa:${userId}:${field}`;

/** Whether the user has connected a till or paybill, so their spaces' priced photos can be bought. */
export async function canSell(db: Db['db'], userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mpesa_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's M-Pesa connection (without its secrets). */
export async function mpesaAccount(db: Db['db'], user: User) {
  const row = await db
    .selectFrom('mpesa_accounts')
    .select(['shortcode', 'type', 'party_b', 'connected_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return NOT_CONNECTED;
  return {
    connected: true,
    shortcode: row.shortcode,
    type: row.type,
    till_number: row.party_b,
    connected_at: new Date(row.connected_at).toISOString(),
  };
}

/** Credentials as the Daraja client takes them, from the form. */
const credentialsOf = (input: MpesaAccountFields): DarajaCredentials => ({
  consumerKey: input.consumer_key,
  consumerSecret: input.consumer_secret,
  shortcode: input.shortcode,
  type: input.type,
  passkey: input.passkey,
  partyB: input.type === 'till' ? (input.till_number ?? null) : null,
});

/**
 * Tries the credentials before they are kept: a token (consumer key and secret), then a status query of no
 * real payment, which Daraja judges by the shortcode and password first (a wrong passkey is refused there).
 */
async function testCredentials(payments: Payments, credentials: DarajaCredentials): Promise<void> {
  try {
    await payments.daraja.testCredentials(credentials);
  } catch (error) {
    if (error instanceof DarajaError && error.kind === 'refused')
      throw new HttpError(422, 'M-Pesa refused the consumer key and secret');
    throw new HttpError(502, 'M-Pesa could not be reached to test the account: try again in a moment');
  }
  try {
    await payments.daraja.stkQuery(credentials, 'ws_CO_lense_connection_test');
  } catch (error) {
    if (
      error instanceof DarajaError &&
      error.kind === 'refused' &&
      /wrong credentials|invalid businessshortcode/i.test(error.message)
    )
      throw new HttpError(422, 'M-Pesa refused the shortcode and passkey');
    if (error instanceof DarajaError && error.kind === 'network')
      throw new HttpError(502, 'M-Pesa could not be reached to test the account: try again in a moment');
  }
}

/** A space's public view says whether its photos can be bought (`sales_open`): connecting changes all of the owner's. */
async function ownSpacesChanged(db: Db['db'], changes: Changes, user: User) {
  const spaces = await db.selectFrom('spaces').select('id').where('user_id', '=', user.id).execute();
  changes.nothingPublic();
  for (const { id } of spaces) changes.spaceView(id);
}

/** Connects (or replaces) the user's till or paybill once M-Pesa accepted its credentials; secrets sealed. */
export async function connectMpesaAccount(
  { db, payments }: { db: Db['db']; payments: Payments },
  changes: Changes,
  user: User,
  input: MpesaAccountFields,
) {
  await testCredentials(payments, credentialsOf(input));
  const key = payments.sealKeys[0]!;
  const row = {
    shortcode: input.shortcode,
    type: input.type,
    party_b: input.type === 'till' ? (input.till_number ?? null) : null,
    sealed_passkey: seal(key, input.passkey, sealContext(user.id, 'passkey')),
    sealed_consumer_key: seal(key, input.consumer_key, sealContext(user.id, 'consumer_key')),
    sealed_consumer_secret: seal(key, input.consumer_secret, sealContext(user.id, 'consumer_secret')),
    connected_at: new Date(),
  };
  await db
    .insertInto('mpesa_accounts')
    .values({ user_id: user.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  await ownSpacesChanged(db, changes, user);
  return mpesaAccount(db, user);
}

/**
 * Connects the user to the built-in simulator's paybill without a test (the demo organiser): `executor` may
 * be the transaction that creates the user.
 */
export async function connectSimulatorAccount(
  executor: Db['db'],
  sealKey: Buffer,
  userId: string,
): Promise<void> {
  const account = SIMULATOR_ACCOUNT;
  await executor
    .insertInto('mpesa_accounts')
    .values({
      user_id: userId,
      shortcode: account.shortcode,
      type: account.type,
      party_b: null,
      sealed_passkey: seal(sealKey, account.passkey, sealContext(userId, 'passkey')),
      sealed_consumer_key: seal(sealKey, account.consumerKey, sealContext(userId, 'consumer_key')),
      sealed_consumer_secret: seal(sealKey, account.consumerSecret, sealContext(userId, 'consumer_secret')),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Disconnects the user's till or paybill: their spaces stop selling. */
export async function disconnectMpesaAccount(db: Db['db'], changes: Changes, user: User) {
  await db.deleteFrom('mpesa_accounts').where('user_id', '=', user.id).execute();
  await ownSpacesChanged(db, changes, user);
  return NOT_CONNECTED;
}

/** The seller's credentials, opened, for a payment; null when they have connected no till or paybill. */
export async function sellerCredentials(
  db: Db['db'],
  keys: readonly Buffer[],
  userId: string,
): Promise<DarajaCredentials | null> {
  const row = await db
    .selectFrom('mpesa_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    shortcode: row.shortcode,
    type: row.type,
    partyB: row.party_b,
    passkey: open(keys, row.sealed_passkey, sealContext(userId, 'passkey')),
    consumerKey: open(keys, row.sealed_consumer_key, sealContext(userId, 'consumer_key')),
    consumerSecret: open(keys, row.sealed_consumer_secret, sealContext(userId, 'consumer_secret')),
  };
}
