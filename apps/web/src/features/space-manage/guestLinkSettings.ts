import type { GuestLinkSettings, OwnerGuestLink } from '@lense/api-client';

/** The guest link settings form as typed: every field a string, so a half-typed value is kept. */
export interface GuestLinkForm {
  /** A new password; empty keeps the current one (or none). */
  password: string;
  /** The expiry as a `datetime-local` value in the viewer's time zone; empty means never. */
  expiresAt: string;
  maxUploadsPerGuest: string;
  maxUploads: string;
}

/** Why a field's value cannot be saved: a message of the review catalogue and its arguments. */
export interface GuestLinkFieldError {
  key:
    | 'settings.error.passwordShort'
    | 'settings.error.passwordLong'
    | 'settings.error.dateTime'
    | 'settings.error.past'
    | 'settings.error.count';
  values?: Record<string, number>;
}

/** The form's errors, per field, when its value cannot be saved. */
export type GuestLinkFormErrors = Partial<Record<keyof GuestLinkForm, GuestLinkFieldError>>;

/** The API's bounds of a link's settings. */
export const PASSWORD_LENGTH = { min: 4, max: 128 } as const;
export const PHOTOS_PER_GUEST_MAX = 10_000;
export const PHOTOS_IN_ALL_MAX = 1_000_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in this browser's time zone (minutes, no seconds). */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (read in this browser's time zone) as an ISO instant, or null if malformed. */
export function fromLocalDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form showing a link's current settings. */
export function formOf(link: OwnerGuestLink): GuestLinkForm {
  return {
    password: '',
    expiresAt: link.expires_at ? toLocalDateTime(link.expires_at) : '',
    maxUploadsPerGuest: String(link.max_uploads_per_guest),
    maxUploads: String(link.max_uploads),
  };
}

function countError(value: string, max: number): GuestLinkFieldError | undefined {
  const count = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return count >= 1 && count <= max ? undefined : { key: 'settings.error.count', values: { max } };
}

/** What keeps the form from being saved, per field; `now` is when it is checked. */
export function validate(form: GuestLinkForm, now: Date = new Date()): GuestLinkFormErrors {
  const errors: GuestLinkFormErrors = {};
  if (form.password !== '' && form.password.length < PASSWORD_LENGTH.min) {
    errors.password = { key: 'settings.error.passwordShort', values: { min: PASSWORD_LENGTH.min } };
  } else if (form.password.length > PASSWORD_LENGTH.max) {
    errors.password = { key: 'settings.error.passwordLong', values: { max: PASSWORD_LENGTH.max } };
  }
  if (form.expiresAt !== '') {
    const expiresAt = fromLocalDateTime(form.expiresAt);
    if (expiresAt === null) errors.expiresAt = { key: 'settings.error.dateTime' };
    // A past expiry closes the link at once: say so rather than save a link nobody can open.
    else if (new Date(expiresAt) <= now) errors.expiresAt = { key: 'settings.error.past' };
  }
  const perGuest = countError(form.maxUploadsPerGuest, PHOTOS_PER_GUEST_MAX);
  if (perGuest) errors.maxUploadsPerGuest = perGuest;
  const inAll = countError(form.maxUploads, PHOTOS_IN_ALL_MAX);
  if (inAll) errors.maxUploads = inAll;
  return errors;
}

/**
 * The PUT body of a valid form: only what differs from `saved` (the API keeps fields left out), and the
 * password only when one was typed.
 */
export function changedSettings(form: GuestLinkForm, saved: GuestLinkForm): GuestLinkSettings {
  const settings: GuestLinkSettings = {};
  if (form.password !== '') settings.password = form.password;
  if (form.expiresAt !== saved.expiresAt) {
    settings.expires_at = form.expiresAt === '' ? null : fromLocalDateTime(form.expiresAt);
  }
  if (form.maxUploadsPerGuest.trim() !== saved.maxUploadsPerGuest) {
    settings.max_uploads_per_guest = Number(form.maxUploadsPerGuest.trim());
  }
  if (form.maxUploads.trim() !== saved.maxUploads) settings.max_uploads = Number(form.maxUploads.trim());
  return settings;
}
