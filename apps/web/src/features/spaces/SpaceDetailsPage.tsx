import {
  CopyLinkButton,
  displayTitle,
  media,
  PageHeader,
  PageLayout,
  parseCalendarDate,
  TextLink,
  vars,
} from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormPanel } from '../../components/FormPanel';
import { paths } from '../../config/paths';
import { publicSpaceUrl, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { spaceCardLabel, spaceState } from '../../lib/spaceState';
import { useTiming } from '../../lib/timing';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${vars.space[3]} ${vars.space[5]};
  margin: 0;
  & > dt {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textMuted};
  }
  & > dd {
    margin: 0;
    color: ${vars.color.text};
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${vars.space[1]};
    & > dd {
      margin-bottom: ${vars.space[3]};
    }
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

const Description = styled.p`
  margin: ${vars.space[5]} 0 0;
  color: ${vars.color.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A space's calendar date in the viewer's language, e.g. 'Friday, 10 July 2026'. */
export function formatEventDate(value: string, locale?: string): string {
  const date = parseCalendarDate(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date) : value;
}

/** Where the event is: the place's name and its address, once when the address already names it. */
export function placeOf(location: string | null, address: string | null): string | undefined {
  if (location && address) return address.includes(location) ? address : `${location}, ${address}`;
  return location || address || undefined;
}

/** Props of {@link SpaceDetailsPage}. */
export interface SpaceDetailsPageProps {
  /** Origin of the space's public link. Default: this page's origin. */
  origin?: string;
  /** Language of the dates. Default: the browser's. */
  locale?: string;
  /** Writes the link to the clipboard. Default: the browser's clipboard. */
  copy?: (text: string) => Promise<void>;
}

/** /spaces/:spaceId/details: when and where the event is, and the space's public link. */
export function SpaceDetailsPage({ origin, locale, copy }: SpaceDetailsPageProps) {
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { copyStatusResetMs } = useTiming();
  if (!view) return null;
  const { space } = view;
  const link = publicSpaceUrl(space.id, origin);
  const state = spaceCardLabel(spaceState(space));
  const place = placeOf(space.location, space.formatted_address);
  return (
    <PageLayout width="narrow">
      <PageHeader
        title={<span title={space.title}>{displayTitle(space.title)}</span>}
        lead="Event details"
        actions={
          <TextLink as={Link} to={paths.space.view(space.id)}>
            View photos
          </TextLink>
        }
      />
      <FormPanel aria-label="Event details">
        <List>
          <dt>Starts</dt>
          <dd>{formatEventDate(space.start_date, locale)}</dd>
          <dt>Ends</dt>
          <dd>{formatEventDate(space.end_date, locale)}</dd>
          {state ? (
            <>
              <dt>Status</dt>
              <dd>{state}</dd>
            </>
          ) : null}
          <dt>Location</dt>
          <dd>{place ?? 'Not given'}</dd>
          {space.location_url ? (
            <>
              <dt>Map</dt>
              <dd>
                <TextLink href={space.location_url} target="_blank" rel="noreferrer">
                  Open the map
                </TextLink>
              </dd>
            </>
          ) : null}
          <dt>Visibility</dt>
          <dd>{space.is_public ? 'Public: anyone with the link' : 'Private: only you'}</dd>
          <dt>Link</dt>
          <dd>
            <LinkRow>
              <TextLink as={Link} to={paths.space.view(space.id)}>
                {link}
              </TextLink>
              <CopyLinkButton value={link} copy={copy} resetAfter={copyStatusResetMs} />
            </LinkRow>
          </dd>
        </List>
        {space.description ? <Description>{space.description}</Description> : null}
      </FormPanel>
    </PageLayout>
  );
}
