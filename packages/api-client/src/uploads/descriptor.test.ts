import { describe, expect, it } from 'vitest';
import { fileExtension, uploadDescriptor } from './descriptor';

describe('fileExtension', () => {
  it.each([
    ['photo.jpg', '.jpg'],
    ['archive.tar.gz', '.gz'],
    ['IMG_001.JPEG', '.JPEG'],
    ['noext', ''],
    ['.hidden', ''],
    ['dir.v2/file', ''],
  ])('%s → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('uploadDescriptor', () => {
  it('names the file with a random id plus its original extension', () => {
    const file = new File(['abc'], 'Beach Day.png', { type: 'image/png' });
    expect(uploadDescriptor(file, () => 'id-1')).toEqual({ name: 'id-1.png', type: 'image/png', size: 3 });
  });

  it('uses a fresh UUID by default', () => {
    const file = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const a = uploadDescriptor(file).name;
    expect(a).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(uploadDescriptor(file).name).not.toBe(a);
  });
});
