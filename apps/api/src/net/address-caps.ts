/** Why one more is refused: its address holds its share (429) or everyone together hold the total (503). */
export type CapStatus = 429 | 503;

/**
 * Counts what clients hold open (connections, live streams) per client address and in total, and refuses
 * one more past either cap. A cap of 0 is no cap.
 */
export class AddressCaps {
  private readonly held = new Map<string, number>();
  private total = 0;
  private readonly perAddress: number;
  private readonly inTotal: number;

  constructor(perAddress: number, inTotal: number) {
    this.perAddress = perAddress;
    this.inTotal = inTotal;
  }

  /** Counts one more for `address` and answers null, or answers which cap it would pass (counting nothing). */
  take(address: string): CapStatus | null {
    const mine = this.held.get(address) ?? 0;
    if (this.perAddress > 0 && mine >= this.perAddress) return 429;
    if (this.inTotal > 0 && this.total >= this.inTotal) return 503;
    this.held.set(address, mine + 1);
    this.total += 1;
    return null;
  }

  /** Gives back one that `take` counted for `address`. */
  release(address: string): void {
    const mine = this.held.get(address) ?? 0;
    if (mine === 0) return;
    if (mine === 1) this.held.delete(address);
    else this.held.set(address, mine - 1);
    this.total -= 1;
  }

  /** How many are held: by `address`, or in total. */
  count(address?: string): number {
    return address === undefined ? this.total : (this.held.get(address) ?? 0);
  }
}
