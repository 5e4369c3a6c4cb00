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
import { displayTitle, formatDateRange } from '../text';
import {
  Cover,
  Header,
  Meta,
  OwnerNote,
  SpaceCardRoot,
  type SpaceState,
  StateLabel,
  stateTones,
} from './SpaceCard.styles';
import {
  defaultSpaceHrefs,
  defaultSpaceManageOptions,
  type SpaceHrefs,
  type SpaceManageOption,
} from './spaceHrefs';

export type { SpaceState };

export interface SpaceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'id'> {
  /** The space id, passed to every href builder. */
  spaceId: string;
  /** The raw title; shown through `displayTitle` (title-cased, at most 50 characters). */
  title: string;
  /** Cover image URL; omitted shows no cover. */
  coverUrl?: string;
  /** Alternative text of the cover. Default '' (decorative: the title names the card). */
  coverAlt?: string;
  /** First day, 'YYYY-MM-DD' or ISO. */
  startDate: string;
  /** Last day, 'YYYY-MM-DD' or ISO. */
  endDate?: string;
  /** Where the event takes place. */
  location?: string;
  /** The state label: 'upcoming', 'ongoing' or 'past'; omitted shows no label. */
  state?: SpaceState;
  /** The current user owns the space: shows the edit, manage and delete options. */
  owner?: boolean;
  /** Override some or all link builders (defaults are the spec's routes). */
  hrefs?: Partial<SpaceHrefs>;
  /** Owner-only management links, each to `/spaces/{id}/manage/{option}`. */
  manageOptions?: readonly SpaceManageOption[];
  /** Renders the links, e.g. a router's Link adapted to `href`. Default a plain anchor. */
  linkComponent?: LinkComponent;
  /** Called with the id when the owner chooses Delete. */
  onDelete?: (id: string) => void;
  /** Locale of the date range. Default 'en-GB'. */
  locale?: string;
}

/** A space in a grid: cover, title, dates, place, state and its links. */
export const SpaceCard = forwardRef<HTMLElement, SpaceCardProps>(function SpaceCard(
  {
    spaceId: id,
    title,
    coverUrl,
    coverAlt = '',
    startDate,
    endDate,
    location,
    state,
    owner = false,
    hrefs,
    manageOptions = defaultSpaceManageOptions,
    linkComponent,
    onDelete,
    locale,
    ...rest
  },
  ref,
) {
  const links = { ...defaultSpaceHrefs, ...hrefs };
  const shown = displayTitle(title);
  const titleId = useId();
  return (
    <SpaceCardRoot ref={ref} data-ui="SpaceCard" data-state={state} aria-labelledby={titleId} {...rest}>
      {coverUrl ? <Cover src={coverUrl} alt={coverAlt} /> : null}
      <CardBody>
        <Header>
          {state ? (
            <Badge $tone={stateTones[state]}>
              <StateLabel>{state}</StateLabel>
            </Badge>
          ) : (
            <span />
          )}
          {owner ? <OwnerNote>Your space</OwnerNote> : null}
        </Header>
        <CardTitle id={titleId} title={shown === title ? undefined : title}>
          {shown}
        </CardTitle>
        <Meta>
          <dt>Dates</dt>
          <dd>{formatDateRange(startDate, endDate, locale)}</dd>
          {location ? (
            <>
              <dt>Location</dt>
              <dd>{location}</dd>
            </>
          ) : null}
        </Meta>
      </CardBody>
      <CardActions>
        <ActionItem>
          <CardLink as={linkComponent} href={links.view(id)}>
            View
          </CardLink>
        </ActionItem>
        <ActionItem>
          <CardLink as={linkComponent} href={links.qr(id)}>
            QR code
          </CardLink>
        </ActionItem>
        {owner ? (
          <>
            <ActionItem>
              <CardLink as={linkComponent} href={links.edit(id)}>
                Edit
              </CardLink>
            </ActionItem>
            {manageOptions.map(({ option, label }) => (
              <ActionItem key={option}>
                <CardLink as={linkComponent} href={links.manage(id, option)}>
                  {label}
                </CardLink>
              </ActionItem>
            ))}
            <ActionButton type="button" data-tone="danger" onClick={() => onDelete?.(id)}>
              Delete
            </ActionButton>
          </>
        ) : null}
      </CardActions>
    </SpaceCardRoot>
  );
});
