import { UploadValidationError } from '@lense/api-client';
import { buildPresignedUrls, mockEndpoint } from '@lense/api-client/mocks';
import { createMemorySessionStore } from '../../lib/session';
import { SIGNED_IN } from '../../testing/fakes';
import { createMockClient } from '../../testing/mockClient';
import { SiteImageUploadError, uploadSiteImages } from './uploadSiteImages';

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

function setup() {
  const presigns: Request[] = [];
  const presign = mockEndpoint('post', '/presigned_urls', {
    populated: (request) => {
      presigns.push(request.clone());
      const answer = buildPresignedUrls('one.png', 'image/png');
      const file = answer.files[0]!;
      return {
        presigned_urls: ['https://storage.test/1', 'https://storage.test/2'],
        files: [
          { ...file, path: 'banners/user-1/one.png', photo_id: null },
          { ...file, name: 'two.png', path: 'banners/user-1/two.png', photo_id: null },
        ],
      };
    },
  });
  const client = createMockClient(createMemorySessionStore(SIGNED_IN), [presign]);
  return { client, presigns };
}

describe('uploadSiteImages', () => {
  it('presigns the files as banners, sends each in order and resolves to their storage paths', async () => {
    const { client, presigns } = setup();
    const put = vi.fn(async (_url: string) => {});
    const paths = await uploadSiteImages(client, 'banner', [png('one.png'), png('two.png')], { put });
    expect(paths).toEqual(['banners/user-1/one.png', 'banners/user-1/two.png']);
    expect(put.mock.calls.map(([url]) => url)).toEqual(['https://storage.test/1', 'https://storage.test/2']);
    const body = await presigns[0]!.json();
    expect(body).toMatchObject({ method: 'put', type: 'banner' });
    expect(body.files).toHaveLength(2);
    expect(body.files[0]).toMatchObject({ type: 'image/png', size: 8 });
  });

  it('rejects when a file could not be sent', async () => {
    const { client } = setup();
    const put = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('network'));
    await expect(
      uploadSiteImages(client, 'icon', [png('one.png'), png('two.png')], { put }),
    ).rejects.toBeInstanceOf(SiteImageUploadError);
  });

  it('refuses anything but images before asking for URLs', async () => {
    const { client, presigns } = setup();
    await expect(
      uploadSiteImages(client, 'icon', [new File(['x'], 'notes.txt', { type: 'text/plain' })], {
        put: vi.fn(),
      }),
    ).rejects.toBeInstanceOf(UploadValidationError);
    expect(presigns).toHaveLength(0);
  });
});
