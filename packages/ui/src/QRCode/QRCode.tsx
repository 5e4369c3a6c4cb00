import { forwardRef, type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishQRCodeStrings } from './englishQRCodeStrings';
import { QRCodeCaption, QRCodeFigure } from './QRCode.styles';
import { type QRErrorLevel, qrPath } from './qrPath';

/** Props of {@link QRCode}; other attributes go to its root `figure`. */
export interface QRCodeProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The text or link to encode. */
  value: string;
  /** Rendered width and height in pixels. Default 192. */
  size?: number | undefined;
  /** Error correction level. Default 'M'. */
  level?: QRErrorLevel | undefined;
  /** Colour of the dark modules. Default black (scanners need strong contrast). */
  color?: string | undefined;
  /** Background colour. Default white. */
  background?: string | undefined;
  /** Quiet zone around the symbol, in modules. Default 2. */
  margin?: number | undefined;
  /** Accessible name of the image. Default `QR code for <value>` (`qrCode.label`). */
  label?: string | undefined;
  /** Text under the code, e.g. the link itself. */
  caption?: ReactNode | undefined;
}

/** A QR code drawn as an SVG, e.g. to open a space on a phone. */
export const QRCode = forwardRef<HTMLElement, QRCodeProps>(function QRCode(
  {
    value,
    size = 192,
    level = 'M',
    color = '#000000',
    background = '#ffffff',
    margin = 2,
    label,
    caption,
    ...rest
  },
  ref,
) {
  const strings = useComponentStrings('qrCode', englishQRCodeStrings);
  const symbol = useMemo(() => qrPath(value, level), [value, level]);
  const extent = symbol.size + margin * 2;
  return (
    <QRCodeFigure ref={ref} data-ui="QRCode" {...rest}>
      <svg
        role="img"
        aria-label={label ?? strings.label(value)}
        width={size}
        height={size}
        viewBox={`${-margin} ${-margin} ${extent} ${extent}`}
        shapeRendering="crispEdges"
      >
        <rect x={-margin} y={-margin} width={extent} height={extent} fill={background} />
        <path d={symbol.d} fill={color} />
      </svg>
      {caption ? <QRCodeCaption>{caption}</QRCodeCaption> : null}
    </QRCodeFigure>
  );
});
