import { INVALID_UPLOAD_MESSAGE, NOTHING_SELECTED_MESSAGE, validateUploads } from './validateUploads';

describe('validateUploads', () => {
  it('rejects an empty selection', () => {
    expect(validateUploads([])).toEqual({ valid: false, message: 'Nothing selected for upload' });
    expect(validateUploads(null)).toEqual({ valid: false, message: NOTHING_SELECTED_MESSAGE });
  });

  it('accepts images up to exactly 31457280 bytes by default', () => {
    expect(
      validateUploads([
        { type: 'image/jpeg', size: 1 },
        { type: 'image/png', size: 31457280 },
      ]),
    ).toEqual({ valid: true });
  });

  it('rejects the whole list when any file is too big or not an image', () => {
    const message = 'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
    expect(INVALID_UPLOAD_MESSAGE).toBe(message);
    expect(validateUploads([{ type: 'image/jpeg', size: 31457281 }])).toEqual({ valid: false, message });
    expect(
      validateUploads([
        { type: 'image/jpeg', size: 10 },
        { type: 'video/mp4', size: 10 },
      ]),
    ).toEqual({ valid: false, message });
  });

  it('takes the size limit as an option', () => {
    const photo = { type: 'image/jpeg', size: 2048 };
    expect(validateUploads([photo], { maxFileBytes: 2048 })).toEqual({ valid: true });
    expect(validateUploads([photo], { maxFileBytes: 2047 })).toEqual({
      valid: false,
      message: INVALID_UPLOAD_MESSAGE,
    });
  });

  it('takes the accepted types as an option, compared without case', () => {
    const acceptedTypes = ['image/jpeg', 'image/png'];
    expect(validateUploads([{ type: 'IMAGE/PNG', size: 1 }], { acceptedTypes })).toEqual({ valid: true });
    expect(validateUploads([{ type: 'image/svg+xml', size: 1 }], { acceptedTypes })).toEqual({
      valid: false,
      message: INVALID_UPLOAD_MESSAGE,
    });
    expect(validateUploads([{ type: 'image/svg+xml', size: 1 }])).toEqual({ valid: true });
  });
});
