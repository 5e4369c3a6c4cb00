import { tokens } from '@lense/ui';

/** The font of small text (captions), as the canvas measures it. */
export const SMALL_TEXT_FONT = `${tokens.fontWeight.regular} ${tokens.fontSize.sm} ${tokens.font.family}`;
/** Height of one line of small text: 14px at a line height of 1.5. */
export const SMALL_LINE_HEIGHT = 21;
/** The font of a card's title (the design system's CardTitle), as the canvas measures it. */
export const CARD_TITLE_FONT = `${tokens.fontWeight.semibold} ${tokens.fontSize.lg} ${tokens.font.family}`;
/** Height of one line of a card's title: 18px at a line height of 1.2. */
export const CARD_TITLE_LINE_HEIGHT = 21.6;

let context: CanvasRenderingContext2D | null | undefined;
function measure(text: string, font: string): number | null {
  context ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = font;
  return context.measureText(text).width;
}

/**
 * How many lines `text` takes at `width` pixels in `font`, wrapped at spaces and, for a word longer than a
 * line, anywhere (as `overflow-wrap: anywhere` does). Where nothing can be measured (no canvas), an
 * estimate from an average character width.
 */
export function lineCount(text: string, width: number, font = SMALL_TEXT_FONT): number {
  if (!text) return 0;
  if (measure('x', font) === null) return Math.max(1, Math.ceil((text.length * 7.5) / width));
  let lines = 1;
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if ((measure(candidate, font) as number) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines += 1;
    // A word wider than the line breaks where it must.
    line = '';
    for (const char of word) {
      if ((measure(line + char, font) as number) > width && line) {
        lines += 1;
        line = char;
      } else line += char;
    }
  }
  return lines;
}
