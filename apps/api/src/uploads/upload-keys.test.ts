import { describe, expect, it } from 'vitest';
import { incomingKey, uploadHolder } from './upload-keys.ts';

describe('uploadHolder', () => {
  it("counts a guest's upload against the guest, and any other against the owner its key names", () => {
    const photo = incomingKey('spaces', 'space-1', 'p1', '.jpg');
    expect(uploadHolder(photo, 'guest-1')).toBe('guest:guest-1');
    expect(uploadHolder(photo, 'guest-2')).not.toBe(uploadHolder(photo, 'guest-1'));
    expect(uploadHolder(photo, null)).toBe('spaces:space-1');
    expect(uploadHolder(incomingKey('spaces', 'space-1', 'p2', '.png'))).toBe('spaces:space-1');
    expect(uploadHolder('spaces/space-1/p3-0123456789abcdef.jpg')).toBe('spaces:space-1');
    expect(uploadHolder(incomingKey('banners', 'user-1', 'b1', '.png'))).toBe('banners:user-1');
  });
});
