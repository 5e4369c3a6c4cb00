/** How many spaces a collection holds, in words: 'No spaces', '1 space', '3 spaces'. */
export function spaceCountLabel(count: number): string {
  if (count <= 0) return 'No spaces';
  return count === 1 ? '1 space' : `${count} spaces`;
}
