import { describe, expect, it } from 'vitest';
import { uniqueEntryNames, withExtension } from '../src/spaces/zip-entry-names.ts';
import { originalFileName } from '../src/uploads/original-name.ts';

describe("an uploaded file's original name", () => {
  it('keeps the name as the file had it', () => {
    expect(originalFileName('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(originalFileName('Harusi ya Zoë – 14.06.jpeg')).toBe('Harusi ya Zoë – 14.06.jpeg');
  });

  it('drops any folders, control and reserved characters, leading dots and trailing dots or spaces', () => {
    expect(originalFileName('../../etc/passwd')).toBe('passwd');
    expect(originalFileName('C:\\Users\\Amina\\DSC 12.jpg')).toBe('DSC 12.jpg');
    expect(originalFileName('line\nbreak\u0000\u202Egpj.exe')).toBe('line break gpj.exe');
    expect(originalFileName('a<b>c:d"e|f?g*h.png')).toBe('a b c d e f g h.png');
    expect(originalFileName('...hidden.jpg')).toBe('hidden.jpg');
    expect(originalFileName('photo.jpg. . ')).toBe('photo.jpg');
  });

  it('is null when nothing is left, and never a name Windows keeps for a device', () => {
    expect(originalFileName('')).toBeNull();
    expect(originalFileName('folder/')).toBeNull();
    expect(originalFileName('...')).toBeNull();
    expect(originalFileName(undefined)).toBeNull();
    expect(originalFileName('CON.jpg')).toBe('_CON.jpg');
    expect(originalFileName('nul')).toBe('_nul');
  });

  it('shortens a long name to 120 characters, keeping its extension', () => {
    const name = originalFileName(`${'a'.repeat(300)}.jpeg`)!;
    expect(name).toHaveLength(120);
    expect(name.endsWith('a.jpeg')).toBe(true);
  });
});

describe("a zip's entry names", () => {
  it('gives a repeated name (2), (3)… before its extension, ignoring case', () => {
    const unique = uniqueEntryNames();
    expect(['IMG_1.jpg', 'IMG_1.jpg', 'img_1.JPG', 'notes', 'notes', 'IMG_1.jpg'].map(unique)).toEqual([
      'IMG_1.jpg',
      'IMG_1 (2).jpg',
      'img_1 (3).JPG',
      'notes',
      'notes (2)',
      'IMG_1 (4).jpg',
    ]);
  });

  it('never repeats a name that was itself given with a number', () => {
    const unique = uniqueEntryNames();
    expect(['a (2).jpg', 'a.jpg', 'a.jpg', 'a.jpg'].map(unique)).toEqual([
      'a (2).jpg',
      'a.jpg',
      'a (3).jpg',
      'a (4).jpg',
    ]);
  });

  it("adds the stored image's extension only to a name without one", () => {
    expect(withExtension('IMG_1.HEIC', 'jpg')).toBe('IMG_1.HEIC');
    expect(withExtension('scan', 'png')).toBe('scan.png');
    expect(withExtension('.profile', 'png')).toBe('.profile.png');
  });
});
