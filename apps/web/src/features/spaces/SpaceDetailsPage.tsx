import {
  CopyLinkButton,
  displayTitle,
  Inline,
  media,
  PageHeader,
  PageLayout,
  parseCalendarDate,
  Text,
  TextLink,
  vars,
} from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormPanel } from '../../components/FormPanel';
import { paths } from '../../config/paths';
import { dateLocale } from '../../lib/dateLocale';
import { publicSpaceUrl, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { spaceCardLabel, spaceState } from '../../lib/spaceState';
import { useSpacesMessages } from '../../lib/spacesMessages';
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

// The owner's own line breaks stay; a long word or link wraps rather than widening the page.
const descriptionText = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

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
  /** Language of the dates. Default: the reader's in Kiswahili, else the browser's. */
  locale?: string;
  /** Writes the link to the clipboard. Default: the browser's clipboard. */
  copy?: (text: string) => Promise<void>;
}

/** /spaces/:spaceId/details: when and where the event is, and the space's public link. */
export function SpaceDetailsPage({ origin, locale, copy }: SpaceDetailsPageProps) {
  const t = useSpacesMessages();
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { copyStatusResetMs } = useTiming();
  if (!view) return null;
  const { space } = view;
  const link = publicSpaceUrl(space.id, origin);
  const dates = locale ?? dateLocale(t.locale);
  const state = spaceCardLabel(spaceState(space));
  const place = placeOf(space.location, space.formatted_address);
  return (
    <PageLayout width="narrow">
      <PageHeader
        title={<span title={space.title}>{displayTitle(space.title)}</span>}
        lead={t('details.lead')}
        actions={
          <TextLink asChild>
            <Link to={paths.space.view(space.id)}>{t('viewPhotos')}</Link>
          </TextLink>
        }
      />
      <FormPanel aria-label={t('details.label')}>
        <List>
          <dt>{t('details.starts')}</dt>
          <dd>{formatEventDate(space.start_date, dates)}</dd>
          <dt>{t('details.ends')}</dt>
          <dd>{formatEventDate(space.end_date, dates)}</dd>
          {state ? (
            <>
              <dt>{t('details.status')}</dt>
              <dd>{t(`state.${state}`)}</dd>
            </>
          ) : null}
          <dt>{t('details.location')}</dt>
          <dd>{place ?? t('details.notGiven')}</dd>
          {space.location_url ? (
            <>
              <dt>{t('details.map')}</dt>
              <dd>
                <TextLink href={space.location_url} target="_blank" rel="noreferrer">
                  {t('details.openMap')}
                </TextLink>
              </dd>
            </>
          ) : null}
          <dt>{t('details.visibility')}</dt>
          <dd>{t(space.is_public ? 'details.public' : 'details.private')}</dd>
          <dt>{t('details.link')}</dt>
          <dd>
            <Inline wrap align="center" gap={3}>
              <TextLink asChild>
                <Link to={paths.space.view(space.id)}>{link}</Link>
              </TextLink>
              <CopyLinkButton value={link} copy={copy} resetAfter={copyStatusResetMs} />
            </Inline>
          </dd>
        </List>
        {space.description ? (
          <Text tone="default" marginBlockStart={5} style={descriptionText}>
            {space.description}
          </Text>
        ) : null}
      </FormPanel>
    </PageLayout>
  );
}
