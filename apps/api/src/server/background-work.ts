import type { FastifyInstance } from 'fastify';
import { changesOf } from '../changes/public-changes.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { derivePhoto } from '../derive/derive-photo.ts';
import { GUEST_DIGEST, type GuestDigestJob, queueGuestDigest, sendGuestDigest } from '../guests/digest.ts';
import { sweepRateLimits } from '../http/rate-limit-store.ts';
import { imageDecodes } from '../images/index.ts';
import { recurringJob } from '../jobs/recurring.ts';
import { DERIVE_PHOTO, type DerivePhotoJob } from '../media/derive-queue.ts';
import { checkPendingPayments, PAYMENT_CHECK_TIMES } from '../orders/payment-results.ts';
import { queueReceipt, RECEIPT_MAIL, type ReceiptJob, sendReceipt } from '../orders/receipt-mail.ts';
import { sweepAbandonedUploads } from '../uploads/completion.ts';

/** The recurring cleanups' job names. */
export const SWEEP_UPLOADS = 'sweep-uploads';
export const SWEEP_RATE_LIMITS = 'sweep-rate-limits';
export const CHECK_PAYMENTS = 'check-payments';

/** How often ended rate-limit windows are deleted from the database (PostgreSQL). */
const RATE_LIMIT_SWEEP_MS = 60_000;

/**
 * The work done outside requests: derived images, guest digests and the recurring cleanups. The jobs are
 * taken from when the app is ready (unless `runJobs` is false: `lense-api worker` processes take them) until
 * it closes.
 */
export function startBackgroundWork(app: FastifyInstance, ctx: AppContext, handle: Db): void {
  const { config, db, storage, jobs } = ctx;
  // Every image decode of this process (upload checks, derived images) shares these bounds.
  imageDecodes.configure({ total: config.imageDecodes, queue: config.imageDecodeQueue });
  const digestTiming = {
    quietSeconds: config.guestDigestQuietSeconds ?? 300,
    longestWaitSeconds: config.guestDigestSeconds ?? 900,
  };
  // Two photos at a time: each holds a decoded preview (~8 MB) while its images are encoded.
  jobs.work<DerivePhotoJob>(
    DERIVE_PHOTO,
    (job) =>
      derivePhoto(
        {
          db,
          storage,
          log: app.log,
          onShown: (spaceId, toVisitors) =>
            ctx.changes.publish(
              changesOf((changed) => (toVisitors ? changed.spacePhotos(spaceId) : changed.liveWall(spaceId))),
            ),
          onGuestPhoto: (spaceId) => queueGuestDigest(jobs, spaceId, digestTiming.quietSeconds),
        },
        job.data.photoId,
      ),
    { concurrency: 2 },
  );
  jobs.work<GuestDigestJob>(GUEST_DIGEST, (job) =>
    sendGuestDigest(
      { db, jobs, mailer: ctx.mailer, storage, publicUrl: config.publicUrl, log: app.log, ...digestTiming },
      job.data.spaceId,
    ),
  );
  jobs.work<ReceiptJob>(RECEIPT_MAIL, (job) =>
    sendReceipt(
      { db, mailer: ctx.mailer, storage, publicUrl: config.publicUrl, log: app.log },
      job.data.orderId,
    ),
  );
  if (config.runJobs !== false) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());

  // Cleanups run once per period across every replica (a singleton job on database time), not on each.
  const sweepSeconds = config.uploadSweepSeconds ?? 0;
  if (sweepSeconds > 0) {
    const uploads = recurringJob(jobs, SWEEP_UPLOADS, sweepSeconds, () => sweepAbandonedUploads(app));
    app.addHook('onReady', uploads.first);
  }
  // Orders whose M-Pesa callback has not come are asked of Daraja, and expired when it never answers.
  const paymentSeconds = config.paymentCheckSeconds ?? 30;
  if (paymentSeconds > 0) {
    const payments = recurringJob(jobs, CHECK_PAYMENTS, paymentSeconds, () =>
      checkPendingPayments(
        {
          ...ctx,
          onGranted: async (orderId) => {
            await queueReceipt(jobs, orderId);
          },
        },
        { ...PAYMENT_CHECK_TIMES, askAfterSeconds: paymentSeconds },
      ),
    );
    app.addHook('onReady', payments.first);
  }
  if (handle.kind === 'postgres') {
    const limits = recurringJob(jobs, SWEEP_RATE_LIMITS, RATE_LIMIT_SWEEP_MS / 1000, () =>
      sweepRateLimits(handle.db),
    );
    app.addHook('onReady', limits.first);
  }
}
