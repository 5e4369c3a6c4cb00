import { photoName, positionsInEvents } from './photoName';

describe('photoName', () => {
  it('is the comment, else the photo’s place in its event, else the event', () => {
    expect(photoName({ comment: 'Sunset on stage' }, 'Summer Festival', 2)).toBe('Sunset on stage');
    expect(photoName({ comment: null }, 'Summer Festival', 2)).toBe('Photo 2 of Summer Festival');
    // An emptied comment comes back as '' (or blanks): never a nameless tile.
    expect(photoName({ comment: '  ' }, 'Summer Festival', 3)).toBe('Photo 3 of Summer Festival');
    expect(photoName({ comment: '' }, 'Summer Festival')).toBe('Photo of Summer Festival');
  });

  it('numbers photos within each event', () => {
    const photos = [
      { id: 'a', space_id: 's1' },
      { id: 'b', space_id: 's2' },
      { id: 'c', space_id: 's1' },
    ];
    expect([...positionsInEvents(photos)]).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ]);
  });
});
