import { cosineSimilarity, words } from './cosineSimilarity';

describe('words', () => {
  it('lower-cases and drops punctuation', () => {
    expect(words('Nairobi Tech-Week, 2026!')).toEqual(['nairobi', 'tech', 'week', '2026']);
  });

  it('keeps letters of any script', () => {
    expect(words('Fête à Zürich')).toEqual(['fête', 'à', 'zürich']);
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for the same words regardless of case and order', () => {
    expect(cosineSimilarity('Summer Party', 'party summer')).toBeCloseTo(1, 10);
  });

  it('is 0 when no word is shared', () => {
    expect(cosineSimilarity('summer party', 'winter gala')).toBe(0);
  });

  it('is 0 when either side has no word', () => {
    expect(cosineSimilarity('', 'party')).toBe(0);
    expect(cosineSimilarity('party', '  ')).toBe(0);
  });

  it('weighs repeated words by their counts', () => {
    // a = {party: 2, night: 1}, b = {party: 1} -> 2 / (sqrt(5) * 1)
    expect(cosineSimilarity('party party night', 'party')).toBeCloseTo(2 / Math.sqrt(5), 10);
  });

  it('is symmetric', () => {
    expect(cosineSimilarity('a b c', 'b c d d')).toBeCloseTo(cosineSimilarity('b c d d', 'a b c'), 10);
  });

  it('ranks a closer title higher', () => {
    const term = 'wedding party';
    expect(cosineSimilarity('Wedding party', term)).toBeGreaterThan(
      cosineSimilarity('Office party and more', term),
    );
  });
});
