import {
  GUEST_PHOTOS_PER_MINUTE,
  guestUploadHeaders,
  isApiError,
  type PublicGuestLink,
  type PutFile,
  UploadValidationError,
  uploadToSpace,
} from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { useState } from 'react';
import { type RefusedUpload, useUploadChecks } from '../../lib/uploadChecks';
import { type UploadRow, useResumableUploads, useUploadRun } from '../../lib/uploadRun';
import type { GuestPass } from './guestPass';
import { type JoinDetails, useGuestPass } from './useGuestPass';

/**
 * Where a guest's upload stands: `ready` to pick photos, `joining` the link (first upload), `uploading`,
 * `unfinished` (some files failed: they can be sent again), `done` (every photo sent).
 */
export type GuestUploadPhase = 'ready' | 'joining' | 'uploading' | 'unfinished' | 'done';

/**
 * Why the last send stopped: `refused` with what refused it (the API's answer, the client's check), or
 * `restWaits` when a selection was larger than a guest may send at once (the first `sent` went, `rest` wait for
 * the next minute).
 */
export type GuestUploadProblem =
  | { kind: 'refused'; error: unknown }
  | { kind: 'restWaits'; sent: number; rest: number };

/** What the password field says: none typed, or refused. */
export type GuestPasswordError = 'password.needed' | 'password.wrong';

/** State and actions of {@link useGuestUpload}. */
export interface GuestUpload {
  phase: GuestUploadPhase;
  /** The guest's pass once joined (or kept from earlier in this tab). */
  pass: GuestPass | null;
  /** The files of the current upload with their progress. */
  rows: readonly UploadRow[];
  /** A selection that was not sent (wrong password, a refused send that may work later). */
  waiting: readonly File[] | null;
  /** Why the last send stopped. */
  problem: GuestUploadProblem | null;
  /** The password field's error (a message of the guest page). */
  passwordError: GuestPasswordError | null;
  /** Photos sent whole but refused when their data was checked, since the last selection. */
  refused: readonly RefusedUpload[];
  /** How many photos the last finished upload sent. */
  sentCount: number;
  /** Photos that stopped part-way (a reload, a lost connection): picked again, they carry on. */
  unfinishedCount: number;
  /** Joins the link first when needed, then sends `files`. */
  send(files: readonly File[], details: JoinDetails): Promise<void>;
  /** Sends again the files of an unfinished upload. */
  retry(): Promise<void>;
  /** Back to picking photos after a finished upload. */
  sendMore(): void;
}

// A refusal these statuses give will be the same next time: 422 (a limit reached), 410 (link closed).
const isFinal = (error: unknown) => isApiError(error) && (error.status === 422 || error.status === 410);
const refusal = (error: unknown): GuestUploadProblem => ({
  kind: 'refused',
  // The client's check words its refusal as the API would, so both read the same way.
  error: error instanceof UploadValidationError ? { error: error.message } : error,
});

/**
 * A guest's uploads through a guest link: joins on the first upload (the name and password typed then),
 * keeps the pass, and sends with it (POST /presigned_urls with `X-Lense-Guest`, each file in parts that are
 * tried again on their own, completion). Parts sent are remembered in the tab beside the pass, so a photo
 * picked again after a reload carries on where it stopped. A pass the API no longer takes (401) is dropped
 * and the guest joins again, once. A `put` (a story's fake storage) sends each file whole instead.
 */
export function useGuestUpload(linkToken: string, link: PublicGuestLink, put?: PutFile): GuestUpload {
  const client = useLenseClient();
  const { store, unfinishedCount, refresh } = useResumableUploads('session', link.space.id);
  const { pass, join, forget } = useGuestPass(linkToken);
  const run = useUploadRun();
  const checks = useUploadChecks();
  const [phase, setPhase] = useState<GuestUploadPhase>('ready');
  const [waiting, setWaiting] = useState<readonly File[] | null>(null);
  const [problem, setProblem] = useState<GuestUploadProblem | null>(null);
  const [passwordError, setPasswordError] = useState<GuestPasswordError | null>(null);
  const [sentCount, setSentCount] = useState(0);

  const finish = (status: 'completed' | 'failed' | 'cancelled', count: number) => {
    refresh();
    if (status === 'completed') {
      setSentCount(count);
      setPhase('done');
    } else setPhase('unfinished');
  };

  const joinFor = async (files: readonly File[], details: JoinDetails): Promise<GuestPass | null> => {
    setWaiting(files);
    if (link.needs_password && !details.password) {
      setPasswordError('password.needed');
      return null;
    }
    setPhase('joining');
    try {
      return await join(details);
    } catch (error) {
      setPhase('ready');
      if (isApiError(error) && error.status === 401) setPasswordError('password.wrong');
      else setProblem(refusal(error));
      return null;
    }
  };

  /** Sends the first batch of `files` a guest may send at once; answers whether all of it was sent. */
  const sendWith = async (
    files: readonly File[],
    details: JoinDetails,
    known: GuestPass | null,
  ): Promise<boolean> => {
    const guest = known ?? (await joinFor(files, details));
    if (!guest) return false;
    const batch = files.slice(0, GUEST_PHOTOS_PER_MINUTE);
    setPhase('uploading');
    try {
      const outcome = await run.start(batch, (controls) =>
        uploadToSpace(client, link.space.id, batch, {
          ...controls,
          ...(put ? { put } : { resumable: { store } }),
          headers: guestUploadHeaders(guest.token),
        }),
      );
      setWaiting(null);
      checks.follow(outcome, guestUploadHeaders(guest.token));
      finish(outcome.status, batch.length);
      if (outcome.status !== 'completed') return false;
      const rest = files.slice(batch.length);
      if (rest.length > 0) {
        // More than a guest may send in a minute: the rest waits, with a button to send it.
        setWaiting(rest);
        setPhase('ready');
        setProblem({ kind: 'restWaits', sent: batch.length, rest: rest.length });
      }
      return true;
    } catch (error) {
      run.clear();
      setPhase('ready');
      if (known && isApiError(error) && error.status === 401) {
        // A pass kept from earlier that the API no longer takes: join again with what is typed.
        forget();
        return sendWith(files, details, null);
      }
      setWaiting(isFinal(error) ? null : files);
      setProblem(refusal(error));
      return false;
    }
  };

  const send = async (files: readonly File[], details: JoinDetails) => {
    setProblem(null);
    setPasswordError(null);
    checks.reset();
    await sendWith(files, details, pass);
  };

  const retry = async () => {
    setProblem(null);
    setPhase('uploading');
    try {
      const outcome = await run.retry();
      if (pass) checks.follow(outcome, guestUploadHeaders(pass.token));
      finish(outcome.status, outcome.files.length);
    } catch (error) {
      setPhase('unfinished');
      setProblem(refusal(error));
    }
  };

  const sendMore = () => {
    run.clear();
    setSentCount(0);
    setPhase('ready');
  };

  return {
    phase,
    pass,
    rows: run.rows,
    waiting,
    problem,
    passwordError,
    refused: checks.refused,
    sentCount,
    unfinishedCount,
    send,
    retry,
    sendMore,
  };
}
