import type { GuestLinkSettings, OwnerGuestLink, ReviewDecision } from '@lense/api-client';
import type { ReviewPhoto } from '@lense/api-client/hooks';
import { buildOwnerGuestLink, buildPhoto, HttpResponse, http } from '@lense/api-client/mocks';
import { photoImage } from '../../testing/photoImages';

// Data of the guest uploads and review stories and tests: a guest link, guests' photos drawn as data:
// URIs, and mocks of the API that remember what was sent and change their answers accordingly.

const waiting = (id: string, from: string, to: string, uploader: string | null): ReviewPhoto => ({
  ...buildPhoto({ id, url: photoImage(from, to), state: 'hidden' }),
  awaiting_review: true,
  uploader_name: uploader,
});

/** Guests' photos waiting for review: four from three guests, one of whom gave no name. */
export const REVIEW_PHOTOS: ReviewPhoto[] = [
  waiting('guest-photo-1', '#0ea5e9', '#6366f1', 'Wanjiru'),
  waiting('guest-photo-2', '#f43f5e', '#f59e0b', 'Wanjiru'),
  waiting('guest-photo-3', '#22c55e', '#14b8a6', 'Otieno'),
  waiting('guest-photo-4', '#a855f7', '#0ea5e9', null),
];

/** A review queue answering pages of `pageSize`, which decisions shrink; `decisions` holds each body. */
export function reviewApi(photos: readonly ReviewPhoto[] = REVIEW_PHOTOS, pageSize = 60) {
  let queue = [...photos];
  const decisions: ReviewDecision[] = [];
  const handlers = [
    http.get('*/api/spaces/:space_id/review', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const start = (page - 1) * pageSize;
      return HttpResponse.json({
        photos: queue.slice(start, start + pageSize),
        total: queue.length,
        has_more: start + pageSize < queue.length,
      });
    }),
    http.post('*/api/spaces/:space_id/review', async ({ request }) => {
      const decision = (await request.json()) as ReviewDecision;
      decisions.push(decision);
      const waitingIds = new Set(queue.map((photo) => photo.id));
      const approved = (decision.approve ?? []).filter((id) => waitingIds.has(id)).length;
      const rejected = (decision.reject ?? []).filter((id) => waitingIds.has(id)).length;
      const decided = new Set([...(decision.approve ?? []), ...(decision.reject ?? [])]);
      queue = queue.filter((photo) => !decided.has(photo.id));
      return HttpResponse.json({ approved, rejected });
    }),
  ];
  return { handlers, decisions };
}

/** A guest link that a PUT turns on or changes and a DELETE turns off; `saved` holds each PUT body. */
export function guestLinkApi(initial: OwnerGuestLink | null = buildOwnerGuestLink()) {
  let link = initial;
  const saved: GuestLinkSettings[] = [];
  let turnedOff = 0;
  const handlers = [
    http.get('*/api/spaces/:space_id/guest_link', () => HttpResponse.json({ guest_link: link })),
    http.put('*/api/spaces/:space_id/guest_link', async ({ request }) => {
      const settings = (await request.json()) as GuestLinkSettings;
      saved.push(settings);
      const { password, ...rest } = settings;
      link = {
        ...(link ?? buildOwnerGuestLink({ uploads: 0, guests: 0 })),
        ...rest,
        ...(password !== undefined ? { has_password: password !== null } : {}),
      };
      return HttpResponse.json({ guest_link: link });
    }),
    http.delete('*/api/spaces/:space_id/guest_link', () => {
      link = null;
      turnedOff += 1;
      return HttpResponse.json({ status: { code: 200, message: 'Guest uploads turned off' } });
    }),
  ];
  return { handlers, saved, turnedOff: () => turnedOff };
}
