import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { sendPresigned } from './uploads.ts';

export interface ListedPhoto {
  id: string;
  state: string;
  uploader_name: string | null;
  awaiting_review: boolean;
}

/** Guest link calls as the owner and as guests. */
export function guestCalls(h: Harness) {
  const turnOn = async (token: string, spaceId: string, settings: Record<string, unknown> = {}) => {
    const res = await h.request({
      method: 'PUT',
      url: `/api/spaces/${spaceId}/guest_link`,
      token,
      payload: settings,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().guest_link as { token: string; url: string; has_password: boolean; uploads: number };
  };
  const join = async (linkToken: string, body: Record<string, unknown> = {}) =>
    h.request({ method: 'POST', url: `/api/guest_links/${linkToken}/guests`, payload: body });
  const guestToken = async (linkToken: string, body: Record<string, unknown> = { name: 'Wanjiru' }) => {
    const res = await join(linkToken, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().guest.token as string;
  };
  const presign = (guest: string, files: { size: number }[], extra: Record<string, unknown> = {}) =>
    h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      headers: { 'x-lense-guest': guest },
      payload: {
        files: files.map((file, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', size: file.size })),
        method: 'put',
        ...extra,
      },
    });
  /** Uploads `bytes` as the guest: presign, PUT; returns the photo's id once its images exist. */
  const guestUpload = async (guest: string, bytes: Buffer) => {
    const res = await presign(guest, [{ size: bytes.length }]);
    expect(res.statusCode, res.body).toBe(200);
    return sendPresigned(h, res.json().files[0], bytes);
  };
  const ownersPhotos = async (token: string, spaceId: string): Promise<ListedPhoto[]> =>
    (await h.request({ method: 'GET', url: `/api/spaces/${spaceId}`, token })).json().photos;

  return { turnOn, join, guestToken, presign, guestUpload, ownersPhotos };
}
