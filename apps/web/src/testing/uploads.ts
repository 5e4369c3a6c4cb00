import { HttpResponse, http } from '@lense/api-client/mocks';

/** The space the upload fixtures put files in. */
const UPLOAD_SPACE_ID = 'space-1';

/** POST /presigned_urls answering one URL (and one pending photo) per file asked for. */
export function presignHandler() {
  return http.post('*/api/presigned_urls', async ({ request }) => {
    const body = (await request.json()) as { files: { name: string; type?: string }[] };
    const files = body.files.map((file, index) => ({
      name: file.name,
      path: `spaces/${UPLOAD_SPACE_ID}/${file.name}`,
      url: `https://storage.lense.test/spaces/${UPLOAD_SPACE_ID}/${file.name}?signature=fixture`,
      method: 'PUT' as const,
      content_type: file.type ?? null,
      expires_at: '2026-07-10T13:00:00.000Z',
      photo_id: `photo-new-${index + 1}`,
    }));
    return HttpResponse.json({ presigned_urls: files.map((file) => file.url), files });
  });
}

/** A photo file of `size` bytes (an image unless `type` says otherwise). */
export function photoFile(name: string, size = 2048, type = 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}
