import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton';
import { isRtl } from '../internal/direction';
import { mergeRefs } from '../internal/mergeRefs';
import { useLenseStrings } from '../locale';
import { useComponentStrings } from '../locale/useComponentStrings';
import { isPremiumPrice } from '../PhotoCard';
import { type LinkComponent, useLinkRenderer } from '../shared/links';
import type { LinkRenderer } from '../shared/renderLink';
import { formatPrice } from '../text';
import { englishPhotoViewerStrings } from './englishPhotoViewerStrings';
import {
  Actions,
  Caption,
  Comment,
  Counter,
  HiddenTitle,
  Notice,
  Price,
  Side,
  Stage,
  TopBar,
  ViewerContent,
  ViewerOverlay,
  Where,
} from './PhotoViewer.styles';
import { type ShareOutcome, sharePhotoLink } from './sharePhotoLink';

/** One photo as the viewer shows it. */
export interface ViewerPhoto {
  /** Stable id (keys, and the app's address of the open photo). */
  id: string;
  /** The image to show large (the preview). */
  src: string;
  /** Candidates with their widths; the viewer asks for the screen's width. */
  srcSet?: string | undefined;
  /** Intrinsic size, so the stage keeps the photo's shape while it loads. */
  width?: number | undefined;
  height?: number | undefined;
  /** A small image drawn until the photo loads. */
  placeholder?: string | undefined;
  /** Describes the photo; names the dialog. */
  alt: string;
  /** Price in Ksh (`currency`); empty, null or 0 is free. */
  price?: number | string | null | undefined;
  /** The photographer's comment, shown in full under the photo. */
  comment?: string | null | undefined;
  /** The largest image a visitor may save; the Download link shows only while the photo is free. */
  downloadUrl?: string | undefined;
  /** The photo's own public address, for Share (or copied where the browser cannot share). */
  shareUrl?: string | undefined;
}

/** The event the photos belong to, named in the bar as a link back to it. */
export interface ViewerEvent {
  /** The event's (space's) name as the page shows it. */
  name: string;
  /** Its address. */
  href: string;
}

/**
 * Props of {@link PhotoViewer}. Other attributes and the ref go to the full-screen dialog content (its
 * root while open), e.g. `dir` when the page's direction does not reach the portal.
 */
export interface PhotoViewerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The photos to move through, in order. */
  photos: readonly ViewerPhoto[];
  /** The open photo's index; null keeps the viewer closed. */
  index: number | null;
  /** Called with the index to show, or null when the viewer closes. */
  onIndexChange: (index: number | null) => void;
  /** Locale for the price's digit grouping. Default 'en-KE' (`formats.numbers`). */
  locale?: string | undefined;
  /** What the app offers for the open photo (a Buy button), in the top bar before zoom and close. */
  actions?: ReactNode | undefined;
  /** The event the photos come from, as a link at the bar's start. */
  event?: ViewerEvent | undefined;
  /** Renders the event's link, e.g. a router link. Default: the nearest `LinkProvider`'s, else a plain anchor. */
  linkComponent?: LinkComponent | undefined;
  /** @deprecated Use `linkComponent`, or a `LinkProvider` around the app. */
  renderLink?: LinkRenderer | undefined;
}

/** Horizontal distance, in CSS pixels, that makes a drag a swipe to the next or previous photo. */
const SWIPE_DISTANCE = 50;

const downloadIcon = (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <path
      d="M10 3v10M6 9l4 4 4-4M4 16h12"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const shareIcon = (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <circle cx="15" cy="4.5" r="2" stroke="currentColor" strokeWidth="2" />
    <circle cx="5" cy="10" r="2" stroke="currentColor" strokeWidth="2" />
    <circle cx="15" cy="15.5" r="2" stroke="currentColor" strokeWidth="2" />
    <path d="M7 9l6-3.5M7 11l6 3.5" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const arrow = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * A full-screen photo viewer on Radix Dialog: focus is trapped inside and returns to what opened it, and
 * Escape closes it. The arrow keys and the side buttons (a swipe on touch screens) move between photos,
 * mirrored right to left; a click on the photo, or the zoom button, shows it at full size to scroll over.
 * The price and the whole comment sit under the photo. The stage is black in both schemes; its bar names
 * the event (a link back to it) and offers the app's actions, Download for a free photo and Share (the
 * system's share sheet, or a copied link with 'Link copied').
 */
export const PhotoViewer = forwardRef<HTMLDivElement, PhotoViewerProps>(function PhotoViewer(
  {
    photos,
    index,
    onIndexChange,
    locale,
    actions,
    event,
    linkComponent,
    renderLink: ownRenderLink,
    onKeyDown: onKeyDownProp,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings();
  const text = useComponentStrings('photoViewer', englishPhotoViewerStrings);
  const renderLink = useLinkRenderer(ownRenderLink, linkComponent);
  const photo = index === null ? undefined : photos[index];
  const [zoomed, setZoomed] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // What had focus when the viewer opened (the tile), to take it back on close.
  const opener = useRef<HTMLElement | null>(null);
  // 'Link copied' (or its failure) shows until Share loses focus or another photo shows.
  const [shared, setShared] = useState<Exclude<ShareOutcome, 'shared'> | null>(null);
  // A new photo starts fitted to the screen, without the last one's 'Link copied'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo's id is the trigger.
  useEffect(() => {
    setZoomed(false);
    setShared(null);
  }, [photo?.id]);

  if (index === null || !photo) return null;
  const hasPrevious = index > 0;
  const hasNext = index < photos.length - 1;
  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDownProp?.(event);
    if (event.defaultPrevented) return;
    // The arrow pointing to the inline end goes forward: right in left-to-right, left in right-to-left.
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === forward) go(1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && !zoomed) swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    // Swiping towards the inline start brings the next photo in from the end.
    const towardsStart = isRtl(contentRef.current) ? distance > 0 : distance < 0;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(towardsStart ? 1 : -1);
  };
  const premium = isPremiumPrice(photo.price);
  const share = async (url: string, title: string) => {
    const outcome = await sharePhotoLink(url, title);
    setShared(outcome === 'shared' ? null : outcome);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      <RadixDialog.Portal>
        <ViewerOverlay data-ui="PhotoViewerOverlay" />
        <ViewerContent
          data-ui="PhotoViewer"
          aria-describedby={undefined}
          {...rest}
          onKeyDown={onKeyDown}
          // The viewer itself takes focus, not its first button: the photo is what opened, and the arrow keys
          // work from there.
          ref={mergeRefs(contentRef, ref)}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            contentRef.current?.focus();
          }}
          // Without a Radix trigger the dialog would leave focus on the page's body: back to the opener.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
        >
          <HiddenTitle>{photo.alt}</HiddenTitle>
          <TopBar>
            <Where data-part="where">
              <Counter aria-live="polite">
                {/* Isolated: digits and words of another direction would otherwise swap places. */}
                <bdi>{text.counter(index + 1, photos.length)}</bdi>
              </Counter>
              {event ? renderLink({ href: event.href, children: <bdi>{event.name}</bdi> }) : null}
            </Where>
            <Actions data-part="actions">{actions}</Actions>
            {photo.downloadUrl && !premium ? (
              <IconButton asChild aria-label={text.download} icon={downloadIcon}>
                {/* biome-ignore lint/a11y/useAnchorContent: the icon button puts its icon and label on it. */}
                <a href={photo.downloadUrl} download />
              </IconButton>
            ) : null}
            {photo.shareUrl ? (
              <IconButton
                aria-label={text.share}
                icon={shareIcon}
                onClick={() => share(photo.shareUrl!, photo.alt)}
                onBlur={() => setShared(null)}
              />
            ) : null}
            <IconButton
              aria-label={zoomed ? text.fitToScreen : text.zoomIn}
              aria-pressed={zoomed}
              onClick={() => setZoomed((value) => !value)}
              icon={
                <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="2" />
                  <path d="M14 14l4 4M6 9h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  {zoomed ? null : (
                    <path d="M9 6v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  )}
                </svg>
              }
            />
            <RadixDialog.Close asChild>
              <IconButton data-part="close" aria-label={text.close} icon={arrow('M5 5l10 10M15 5L5 15')} />
            </RadixDialog.Close>
            <Notice role="status">
              {shared ? <span>{shared === 'copied' ? text.linkCopied : text.copyFailed}</span> : null}
            </Notice>
          </TopBar>
          <Stage
            data-zoomed={zoomed ? '' : undefined}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button is the keyboard's way to the same action. */}
            <img
              key={photo.id}
              src={photo.src}
              srcSet={zoomed ? undefined : photo.srcSet}
              sizes={photo.srcSet && !zoomed ? '100vw' : undefined}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              onClick={() => setZoomed((value) => !value)}
              style={photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")` } : undefined}
            />
            {hasPrevious ? (
              <Side data-side="previous">
                <IconButton
                  aria-label={text.previous}
                  icon={arrow('M12 4l-6 6 6 6')}
                  onClick={() => go(-1)}
                />
              </Side>
            ) : null}
            {hasNext ? (
              <Side data-side="next">
                <IconButton aria-label={text.next} icon={arrow('M8 4l6 6-6 6')} onClick={() => go(1)} />
              </Side>
            ) : null}
          </Stage>
          <Caption>
            <Price>
              {premium
                ? formatPrice(photo.price!, {
                    label: strings.currency.label,
                    locale: locale ?? strings.formats.numbers,
                  })
                : strings.price.free}
            </Price>
            {/* A comment reads in its own direction, whatever the page's. */}
            {photo.comment ? <Comment dir="auto">{photo.comment}</Comment> : null}
          </Caption>
        </ViewerContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
