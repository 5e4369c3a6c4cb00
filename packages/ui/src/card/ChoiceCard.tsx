import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { ChoiceCheck, ChoiceRoot, type ChoiceShape, ChoiceText } from './ChoiceCard.styles';

export type { ChoiceShape };

/** Props shared by the selectable image cards (banners and icons). */
export interface ChoiceCardProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Image URL. */
  src: string;
  /** Description shown under the image; it also names the card. */
  description?: string | null | undefined;
  /** Alternative text used when there is no description. */
  alt?: string | undefined;
  /** Currently chosen: drawn with a ring and announced as pressed. */
  selected?: boolean | undefined;
  /** Called when the card is chosen. */
  onSelect?: (() => void) | undefined;
}

/** A pressable image card; the shared body of BannerCard and IconCard. */
export const ChoiceCard = forwardRef<
  HTMLButtonElement,
  ChoiceCardProps & { shape: ChoiceShape; fallbackAlt: string; dataUi: string }
>(function ChoiceCard(
  { src, description, alt, selected = false, onSelect, onClick, shape, fallbackAlt, dataUi, ...rest },
  ref,
) {
  return (
    <ChoiceRoot
      ref={ref}
      type="button"
      data-ui={dataUi}
      aria-pressed={selected}
      $shape={shape}
      onClick={(event) => {
        onClick?.(event);
        onSelect?.();
      }}
      {...rest}
    >
      <img src={src} alt={description ? '' : (alt ?? fallbackAlt)} />
      {description ? <ChoiceText>{description}</ChoiceText> : null}
      {selected ? (
        <ChoiceCheck aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ChoiceCheck>
      ) : null}
    </ChoiceRoot>
  );
});
