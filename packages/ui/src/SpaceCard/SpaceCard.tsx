import { forwardRef, type HTMLAttributes, useId } from 'react';
import {
  ActionButton,
  ActionItem,
  Badge,
  CardActions,
  CardBody,
  CardLink,
  CardTitle,
  type LinkComponent,
} from '../card';
import { useLenseStrings } from '../locale';
import { useComponentStrings } from '../locale/useComponentStrings';
import { displayTitle, formatDateRange } from '../text';
import { englishSpaceCardStrings } from './englishSpaceCardStrings';
import {
  Cover,
  EmptyCover,
  Header,
  Meta,
  OwnerNote,
  SpaceCardRoot,
  type SpaceCardState,
  StateLabel,
  stateTones,
} from './SpaceCard.styles';
import { defaultSpaceHrefs, type SpaceHrefs, type SpaceManageOption } from './spaceHrefs';

export type { SpaceCardState };

/** Props of {@link SpaceCard}; other attributes go to its root `article`. */
export interface SpaceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'id'> {
  /** The space id, passed to every href builder. */
  spaceId: string;
  /** The raw title; shown through `displayTitle` (title-cased, at most 50 characters). */
  title: string;
  /**
   * Cover image URL; null keeps the cover's place with an empty tinted box (a grid where some spaces have no
   * photo yet stays even); omitted shows no cover.
   */
  coverUrl?: string | null | undefined;
  /** Widths of the cover to pick from (`srcset`), e.g. '/thumb.webp 400w, /medium.webp 800w'. */
  coverSrcSet?: string | undefined;
  /** Alternative text of the cover. Default '' (decorative: the title names the card). */
  coverAlt?: string | undefined;
  /** First day, 'YYYY-MM-DD' or ISO. */
  startDate: string;
  /** Last day, 'YYYY-MM-DD' or ISO. */
  endDate?: string | undefined;
  /** Where the event takes place. */
  location?: string | undefined;
  /** The state label: 'upcoming', 'ongoing' or 'past'; omitted shows no label. */
  state?: SpaceCardState | undefined;
  /** The current user owns the space: shows the edit, manage and delete options. */
  owner?: boolean | undefined;
  /** Override some or all link builders (defaults are the spec's routes). */
  hrefs?: Partial<SpaceHrefs> | undefined;
  /**
   * Owner-only management links, each to `/spaces/{id}/manage/{option}`. Default: 'Manage'
   * (`spaceCard.manage`) to the shares page.
   */
  manageOptions?: readonly SpaceManageOption[] | undefined;
  /**
   * Renders the links, e.g. a router's Link adapted to `href`.
   * Default the nearest `LinkProvider`'s, else an `a`.
   */
  linkComponent?: LinkComponent | undefined;
  /** Called with the id when the owner chooses Delete. */
  onDelete?: ((id: string) => void) | undefined;
  /** Locale of the date range. Default 'en-GB' (`formats.dates`). */
  locale?: string | undefined;
}

/** How wide a card's cover is shown: a phone's width in one column, else a grid column's. */
const COVER_SIZES = '(max-width: 600px) 100vw, 360px';

/** A space in a grid: cover, title, dates, place, state and its links. */
export const SpaceCard = forwardRef<HTMLElement, SpaceCardProps>(function SpaceCard(
  {
    spaceId: id,
    title,
    coverUrl,
    coverSrcSet,
    coverAlt = '',
    startDate,
    endDate,
    location,
    state,
    owner = false,
    hrefs,
    manageOptions,
    linkComponent,
    onDelete,
    locale,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings();
  const text = useComponentStrings('spaceCard', englishSpaceCardStrings);
  const links = { ...defaultSpaceHrefs, ...hrefs };
  const manage: readonly SpaceManageOption[] = manageOptions ?? [{ option: 'shares', label: text.manage }];
  const shown = displayTitle(title, { titleCase: strings.display.titleCase });
  const titleId = useId();
  return (
    <SpaceCardRoot ref={ref} data-ui="SpaceCard" data-state={state} aria-labelledby={titleId} {...rest}>
      {coverUrl ? (
        <Cover
          src={coverUrl}
          srcSet={coverSrcSet}
          sizes={coverSrcSet ? COVER_SIZES : undefined}
          alt={coverAlt}
          loading="lazy"
          decoding="async"
        />
      ) : coverUrl === null ? (
        <EmptyCover data-ui="SpaceCardEmptyCover" />
      ) : null}
      <CardBody>
        <Header>
          {state ? (
            <Badge $tone={stateTones[state]}>
              <StateLabel>{text.states[state]}</StateLabel>
            </Badge>
          ) : (
            <span />
          )}
          {owner ? <OwnerNote>{text.owner}</OwnerNote> : null}
        </Header>
        <CardTitle id={titleId} title={shown === title ? undefined : title}>
          {shown}
        </CardTitle>
        <Meta>
          <dt>{text.dates}</dt>
          <dd>
            {/* Isolated: in a page of the other direction, the range's numbers would swap places. */}
            <bdi>{formatDateRange(startDate, endDate, locale ?? strings.formats.dates)}</bdi>
          </dd>
          {location ? (
            <>
              <dt>{text.location}</dt>
              <dd>{location}</dd>
            </>
          ) : null}
        </Meta>
      </CardBody>
      <CardActions>
        <ActionItem>
          <CardLink as={linkComponent} href={links.view(id)}>
            {text.view}
          </CardLink>
        </ActionItem>
        <ActionItem>
          <CardLink as={linkComponent} href={links.qr(id)}>
            {text.qrCode}
          </CardLink>
        </ActionItem>
        {owner ? (
          <>
            <ActionItem>
              <CardLink as={linkComponent} href={links.edit(id)}>
                {text.edit}
              </CardLink>
            </ActionItem>
            {manage.map(({ option, label }) => (
              <ActionItem key={option}>
                <CardLink as={linkComponent} href={links.manage(id, option)}>
                  {label}
                </CardLink>
              </ActionItem>
            ))}
            <ActionButton type="button" data-tone="danger" onClick={() => onDelete?.(id)}>
              {text.delete}
            </ActionButton>
          </>
        ) : null}
      </CardActions>
    </SpaceCardRoot>
  );
});
