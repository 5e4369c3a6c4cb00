/** The index an arrow/Home/End key moves to among enabled options, wrapping; null for other keys. */
export function nextEnabledIndex(key: string, current: number, disabled: readonly boolean[]): number | null {
  const count = disabled.length;
  const step =
    key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (key === 'Home' || key === 'End') {
    const order = disabled.map((_, i) => i);
    if (key === 'End') order.reverse();
    return order.find((i) => !disabled[i]) ?? null;
  }
  if (step === 0 || count === 0) return null;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((current + step * offset) % count) + count) % count;
    if (!disabled[index]) return index;
  }
  return null;
}
