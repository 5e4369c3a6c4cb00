/** 'photo' or 'photos' after a count: "1 photo", "2 photos". */
export const photoCount = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * What a review decision did, as the live region says it: "2 photos approved", "1 photo rejected",
 * "1 photo approved, 2 photos rejected". Photos decided elsewhere meanwhile are not counted by the API.
 */
export function decisionMessage({ approved, rejected }: { approved: number; rejected: number }): string {
  const parts = [
    ...(approved > 0 ? [`${photoCount(approved)} approved`] : []),
    ...(rejected > 0 ? [`${photoCount(rejected)} rejected`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'These photos were already reviewed';
}
