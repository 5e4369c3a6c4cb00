import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type {
  GuestLinkSettings,
  JoinedGuest,
  OwnerGuestLink,
  PublicGuestLink,
  ReviewDecision,
  ReviewPage,
  StatusOnly,
} from './types';

/** The request header that carries a guest's upload token (see {@link GuestsEndpoints.join}). */
export const GUEST_TOKEN_HEADER = 'X-Lense-Guest';

/**
 * Guest uploads: a space's guest link (its owner's), what a guest sees on opening one and joining it,
 * and the review queue of guests' photos.
 */
export interface GuestsEndpoints {
  /** GET /spaces/{space_id}/guest_link: the working link, or null when guest uploads are off. */
  link(spaceId: string, options?: CallOptions): Promise<{ guest_link: OwnerGuestLink | null }>;
  /** PUT /spaces/{space_id}/guest_link: turns guest uploads on, or changes the link's settings. */
  saveLink(
    spaceId: string,
    settings: GuestLinkSettings,
    options?: CallOptions,
  ): Promise<{ guest_link: OwnerGuestLink }>;
  /** DELETE /spaces/{space_id}/guest_link: turns guest uploads off (the link and guests' tokens stop). */
  turnOff(spaceId: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /guest_links/{token}: the event and the link's rules, as a guest sees them. */
  open(token: string, options?: CallOptions): Promise<{ guest_link: PublicGuestLink }>;
  /**
   * POST /guest_links/{token}/guests: joins the link with an optional name (and its password); the
   * answer's `token` goes in {@link GUEST_TOKEN_HEADER} with the guest's uploads.
   */
  join(
    token: string,
    input: { name?: string | null | undefined; password?: string | undefined },
    options?: CallOptions,
  ): Promise<{ guest: JoinedGuest }>;
  /** GET /spaces/{space_id}/review: guests' photos waiting for review, oldest first. */
  review(spaceId: string, page?: number, options?: CallOptions): Promise<ReviewPage>;
  /** POST /spaces/{space_id}/review: approves (shows) and rejects (deletes) waiting photos. */
  decide(
    spaceId: string,
    decision: ReviewDecision,
    options?: CallOptions,
  ): Promise<{ approved: number; rejected: number }>;
}

/** The endpoint functions of guest uploads. */
export function guestsEndpoints({ call }: EndpointContext): GuestsEndpoints {
  return {
    link: (space_id, options) =>
      call('get', '/spaces/{space_id}/guest_link', { ...options, params: { space_id } }),
    saveLink: (space_id, body, options) =>
      call('put', '/spaces/{space_id}/guest_link', { ...options, params: { space_id }, body }),
    turnOff: (space_id, options) =>
      call('delete', '/spaces/{space_id}/guest_link', { ...options, params: { space_id } }),
    open: (token, options) => call('get', '/guest_links/{token}', { ...options, params: { token } }),
    join: (token, body, options) =>
      call('post', '/guest_links/{token}/guests', { ...options, params: { token }, body }),
    review: (space_id, page, options) =>
      call('get', '/spaces/{space_id}/review', { ...options, params: { space_id }, query: { page } }),
    decide: (space_id, body, options) =>
      call('post', '/spaces/{space_id}/review', { ...options, params: { space_id }, body }),
  };
}
