import { forwardRef, type HTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { Badge } from '../card';
import { useLenseStrings } from '../locale';
import { englishCoreStrings } from '../locale/englishCoreStrings';
import { Spinner } from '../Spinner';
import { type LinkComponent, useLinkRenderer } from '../shared/links';
import type { LinkRenderer } from '../shared/renderLink';
import { formatPrice } from '../text';
import { Badges, Caption, Check, Frame, Pending, PendingName, PhotoCardRoot } from './PhotoCard.styles';

/** Where a photo's images are: ready to show, still being made, or failed to be made. */
export type PhotoCardStatus = 'ready' | 'processing' | 'failed';

/** Props of {@link PhotoCard}; other attributes go to its root `figure`. */
export interface PhotoCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect' | 'onError'> {
  /** Image URL. */
  src: string;
  /** Candidate images with their widths (`srcset`), for the browser to pick the smallest that is sharp. */
  srcSet?: string | undefined;
  /** The width the image is shown at (`sizes`), e.g. '384px'. Default '100vw' when `srcSet` is given. */
  sizes?: string | undefined;
  /**
   * The photo's intrinsic size. The tile takes its aspect ratio before the image arrives, so nothing moves
   * when it loads; without it the tile takes the image's own shape once loaded.
   */
  width?: number | undefined;
  height?: number | undefined;
  /** A small image (a blurred data URL, say) drawn under the photo until it loads. */
  placeholder?: string | undefined;
  /** 'processing' and 'failed' show a box of the photo's shape saying so instead of the image. Default 'ready'. */
  status?: PhotoCardStatus | undefined;
  /** Load the image only near the viewport ('lazy', the default) or at once ('eager', for the first screen). */
  loading?: 'lazy' | 'eager' | undefined;
  /** How urgently the browser fetches the image: 'high' for the first screen's largest photo. Default 'auto'. */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** Alternative text; also names the select button. */
  alt: string;
  /** Price in Ksh (`currency`); empty, null or 0 makes the photo free, anything above 0 premium. */
  price?: number | string | null | undefined;
  /** Draws the Free or price badge; off where a price means nothing yet (a review queue, say). Default true. */
  showPrice?: boolean | undefined;
  /** Hidden from visitors: the image is dimmed and marked 'Hidden'. */
  hidden?: boolean | undefined;
  /** Currently selected: drawn with a ring and announced as pressed. */
  selected?: boolean | undefined;
  /** The photographer's comment, shown under the image. */
  comment?: string | null | undefined;
  /** Called when the photo is chosen; without it the image is not a button. */
  onSelect?: (() => void) | undefined;
  /**
   * Makes the image a link to this address (e.g. the photo in a viewer). Its name is the image's `alt`
   * and the badges, as a link's name comes from its content. Not with `onSelect`.
   */
  href?: string | undefined;
  /** Renders the link (a router link, say); default the nearest `LinkProvider`'s, else an `a`. */
  linkComponent?: LinkComponent | undefined;
  /**
   * Renders the link (a router link, say); a plain anchor by default.
   * @deprecated Use `linkComponent`, or a `LinkProvider` around the app: the same component for every link.
   */
  renderLink?: LinkRenderer | undefined;
  /** Called when the image fails to load (the list then drops the photo). */
  onError?: ((event: SyntheticEvent<HTMLImageElement>) => void) | undefined;
  /** Locale for the price's digit grouping. Default 'en-KE' (`formats.numbers`). */
  locale?: string | undefined;
}

/** The image area as a link: the link renderer gets the frame's class, so it keeps the frame's styles. */
function FrameLink({
  href,
  renderLink,
  className,
  children,
}: {
  href: string;
  renderLink: LinkRenderer;
  className?: string | undefined;
  children?: ReactNode | undefined;
}) {
  return <>{renderLink({ href, className, children })}</>;
}

/** What a tile says (in English) while its photo's images are being made, and when making them failed. */
export const PROCESSING_LABEL = englishCoreStrings.photoCard.processing;
export const FAILED_LABEL = englishCoreStrings.photoCard.failed;

/** True when a price makes a photo premium (a number above zero). */
export function isPremiumPrice(price: PhotoCardProps['price']): boolean {
  if (price === null || price === undefined || price === '') return false;
  const value = typeof price === 'string' ? Number.parseFloat(price) : price;
  return Number.isFinite(value) && value > 0;
}

/**
 * A photo tile: the image (lazily loaded, in the photo's own shape, over its placeholder), Free or its price
 * in Ksh, hidden, selected, processing and failed states, and a comment.
 */
export const PhotoCard = forwardRef<HTMLElement, PhotoCardProps>(function PhotoCard(
  {
    src,
    srcSet,
    sizes,
    width,
    height,
    placeholder,
    status = 'ready',
    loading = 'lazy',
    fetchPriority,
    alt,
    price,
    showPrice = true,
    hidden = false,
    selected = false,
    comment,
    onSelect,
    href,
    linkComponent,
    renderLink: ownRenderLink,
    onError,
    locale,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings();
  const renderLink = useLinkRenderer(ownRenderLink, linkComponent);
  const premium = isPremiumPrice(price);
  const selectable = onSelect !== undefined;
  const shape = width && height ? `${width} / ${height}` : undefined;
  const inner = (
    <>
      {status === 'ready' ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? (sizes ?? '100vw') : undefined}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          onError={onError}
          style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
        />
      ) : (
        <Pending data-status={status} style={{ aspectRatio: shape }}>
          {status === 'processing' ? (
            <span aria-hidden="true">
              <Spinner size="small" />
            </span>
          ) : null}
          <PendingName>{alt}</PendingName>
          <span>{status === 'processing' ? strings.photoCard.processing : strings.photoCard.failed}</span>
        </Pending>
      )}
      <Badges>
        {showPrice ? (
          <Badge $tone={premium ? 'primary' : 'success'}>
            {premium
              ? formatPrice(price!, {
                  label: strings.currency.label,
                  locale: locale ?? strings.formats.numbers,
                })
              : strings.price.free}
          </Badge>
        ) : null}
        {hidden ? <Badge $tone="inverse">{strings.photoCard.hidden}</Badge> : null}
      </Badges>
      {selected ? (
        <Check aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Check>
      ) : null}
    </>
  );
  return (
    <PhotoCardRoot
      ref={ref}
      data-ui="PhotoCard"
      data-selected={selected ? '' : undefined}
      data-hidden={hidden ? '' : undefined}
      {...rest}
    >
      {/* The image area is the interactive element itself, so its name is the image's alt and the badges
          (a figure between a link and its image would leave the link nameless). */}
      {href ? (
        <Frame as={FrameLink} href={href} renderLink={renderLink}>
          {inner}
        </Frame>
      ) : (
        <Frame
          as={selectable ? 'button' : 'div'}
          type={selectable ? 'button' : undefined}
          aria-pressed={selectable ? selected : undefined}
          onClick={onSelect}
          data-hidden={hidden ? '' : undefined}
        >
          {inner}
        </Frame>
      )}
      {/* A comment reads in its own direction, whatever the page's. */}
      {comment ? <Caption dir="auto">{comment}</Caption> : null}
    </PhotoCardRoot>
  );
});
