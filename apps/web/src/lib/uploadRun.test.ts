import type { SpaceUploadResult, UploadResult } from '@lense/api-client';
import { act, renderHook } from '@testing-library/react';
import {
  rowsOf,
  UploadCancelledError,
  type UploadControls,
  useUploadRun,
  withOutcome,
  withProgress,
} from './uploadRun';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('upload rows', () => {
  const files = [file('a.jpg'), file('b.jpg')];

  it('start every file waiting at 0 %', () => {
    expect(rowsOf(files)).toEqual([
      { id: '0:a.jpg', name: 'a.jpg', progress: 0, status: 'pending' },
      { id: '1:b.jpg', name: 'b.jpg', progress: 0, status: 'pending' },
    ]);
  });

  it('move the file being sent', () => {
    const progress = { index: 1, file: files[1]!, loaded: 4, total: 10, uploadedBytes: 14, totalBytes: 20 };
    const rows = withProgress(rowsOf(files), { ...progress, fraction: 0.7 });
    expect(rows[0]).toMatchObject({ progress: 0, status: 'pending' });
    expect(rows[1]).toMatchObject({ progress: 0.4, status: 'uploading' });
  });

  it('take each file’s status at the end, the files sent at 100 %', () => {
    const outcome = {
      status: 'failed',
      files: [{ status: 'done' }, { status: 'failed' }],
    } as unknown as UploadResult;
    const rows = withOutcome(rowsOf(files), outcome);
    expect(rows.map(({ progress, status }) => ({ progress, status }))).toEqual([
      { progress: 1, status: 'done' },
      { progress: 0, status: 'failed' },
    ]);
  });
});

describe('useUploadRun', () => {
  const files = [file('a.jpg')];

  it('rejects with UploadCancelledError when cancelled before the upload had an outcome', async () => {
    // Like a presign request: it only ends when aborted, rejecting with the signal's reason.
    const presigning = ({ signal }: UploadControls) =>
      new Promise<SpaceUploadResult>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const { result } = renderHook(() => useUploadRun());
    let upload!: Promise<SpaceUploadResult>;
    act(() => {
      upload = result.current.start(files, presigning);
    });
    const rejected = expect(upload).rejects.toBeInstanceOf(UploadCancelledError);
    act(() => result.current.cancel());
    await rejected;
  });

  it('rejects with what the send threw when it was not cancelled', async () => {
    const refused = new Error('refused');
    const { result } = renderHook(() => useUploadRun());
    await act(() => expect(result.current.start(files, () => Promise.reject(refused))).rejects.toBe(refused));
  });
});
