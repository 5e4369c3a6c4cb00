/** The paper sizes a poster prints on, in millimetres (portrait). */
export const PAPER_SIZES = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
} as const;

export type PaperSize = keyof typeof PAPER_SIZES;
