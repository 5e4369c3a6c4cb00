/** Splits text into lower-case words (letters and digits of any script). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * Cosine similarity of two texts over their word-count vectors: 1 for the same words in the same
 * proportions, 0 when they share no word (or either has none). Case and punctuation are ignored.
 */
export function cosineSimilarity(a: string, b: string): number {
  const countsA = wordCounts(a);
  const countsB = wordCounts(b);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [word, count] of countsA) {
    normA += count * count;
    dot += count * (countsB.get(word) ?? 0);
  }
  for (const count of countsB.values()) normB += count * count;
  if (normA === 0 || normB === 0) return 0;
  return dot / (Math.sqrt(normA) * Math.sqrt(normB));
}
