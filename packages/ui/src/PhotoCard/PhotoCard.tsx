import { forwardRef, type HTMLAttributes, type SyntheticEvent } from 'react';
import { Badge } from '../card';
import { formatKsh } from '../text';
import { Badges, Caption, Check, Frame, PhotoCardRoot } from './PhotoCard.styles';

export interface PhotoCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect' | 'onError'> {
  /** Image URL. */
  src: string;
  /** Alternative text; also names the select button. */
  alt: string;
  /** Price in Ksh; empty, null or 0 makes the photo free, anything above 0 premium. */
  price?: number | string | null;
  /** Hidden from visitors: the image is dimmed and marked 'Hidden'. */
  hidden?: boolean;
  /** Currently selected: drawn with a ring and announced as pressed. */
  selected?: boolean;
  /** The photographer's comment, shown under the image. */
  comment?: string | null;
  /** Called when the photo is chosen; without it the image is not a button. */
  onSelect?: () => void;
  /** Called when the image fails to load (the list then drops the photo). */
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** Locale for the price's digit grouping. Default 'en-KE'. */
  locale?: string;
}

/** True when a price makes a photo premium (a number above zero). */
export function isPremiumPrice(price: PhotoCardProps['price']): boolean {
  if (price === null || price === undefined || price === '') return false;
  const value = typeof price === 'string' ? Number.parseFloat(price) : price;
  return Number.isFinite(value) && value > 0;
}

/** A photo tile: the image, Free or its price in Ksh, hidden and selected states and a comment. */
export const PhotoCard = forwardRef<HTMLElement, PhotoCardProps>(function PhotoCard(
  { src, alt, price, hidden = false, selected = false, comment, onSelect, onError, locale, ...rest },
  ref,
) {
  const premium = isPremiumPrice(price);
  const selectable = onSelect !== undefined;
  return (
    <PhotoCardRoot
      ref={ref}
      data-ui="PhotoCard"
      data-selected={selected ? '' : undefined}
      data-hidden={hidden ? '' : undefined}
      {...rest}
    >
      <Frame
        as={selectable ? 'button' : 'div'}
        type={selectable ? 'button' : undefined}
        aria-pressed={selectable ? selected : undefined}
        onClick={onSelect}
        data-hidden={hidden ? '' : undefined}
      >
        <img src={src} alt={alt} onError={onError} />
        <Badges>
          <Badge $tone={premium ? 'primary' : 'success'}>
            {premium ? formatKsh(price!, locale) : 'Free'}
          </Badge>
          {hidden ? <Badge $tone="inverse">Hidden</Badge> : null}
        </Badges>
        {selected ? (
          <Check aria-hidden="true">
            <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Check>
        ) : null}
      </Frame>
      {comment ? <Caption>{comment}</Caption> : null}
    </PhotoCardRoot>
  );
});
