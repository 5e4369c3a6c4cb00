import QRCodeLib from 'qrcode';

/** Error correction level of a QR code: about 7%, 15%, 25% or 30% of the symbol can be restored. */
export type QRErrorLevel = 'L' | 'M' | 'Q' | 'H';

/** A QR symbol as one SVG path of unit squares. */
export interface QRPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data: one `h1v1h-1z` square per dark module, merged along rows. */
  d: string;
}

/** Encodes `value` and returns its dark modules as SVG path data. */
export function qrPath(value: string, level: QRErrorLevel = 'M'): QRPath {
  const { modules } = QRCodeLib.create(value, { errorCorrectionLevel: level });
  const { size, data } = modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, d };
}
