import {
  Button,
  CopyLinkButton,
  displayTitle,
  Grid,
  Inline,
  PageHeader,
  PageLayout,
  parseCalendarDate,
  Text,
  TextLink,
} from '@lense/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormPanel } from '../../components/FormPanel';
import { paths } from '../../config/paths';
import { dateLocale } from '../../lib/dateLocale';
import { publicSpaceUrl, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { spaceCardLabel, spaceState } from '../../lib/spaceState';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { useTiming } from '../../lib/timing';

/** Label beside its value from the tablet layout up; above it, one pair after another, on a phone. */
function List({ children }: { children: ReactNode }) {
  return (
    <Grid
      asChild
      columns={{ mobile: '1fr', tablet: 'minmax(96px, max-content) 1fr' }}
      gap={{ mobile: 1, tablet: 5 }}
      rowGap={{ mobile: 1, tablet: 3 }}
    >
      <dl>{children}</dl>
    </Grid>
  );
}

function Term({ children }: { children: ReactNode }) {
  return (
    <Text asChild weight="semibold" tone="muted">
      <dt>{children}</dt>
    </Text>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Text asChild tone="default" marginBlockEnd={{ mobile: 3, tablet: 0 }} breakWords>
      <dd>{children}</dd>
    </Text>
  );
}

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
          <Button asChild size="small" variant="secondary">
            <Link to={paths.space.view(space.id)}>{t('viewPhotos')}</Link>
          </Button>
        }
      />
      <FormPanel aria-label={t('details.label')}>
        <List>
          <Term>{t('details.starts')}</Term>
          <Detail>{formatEventDate(space.start_date, dates)}</Detail>
          <Term>{t('details.ends')}</Term>
          <Detail>{formatEventDate(space.end_date, dates)}</Detail>
          {state ? (
            <>
              <Term>{t('details.status')}</Term>
              <Detail>{t(`state.${state}`)}</Detail>
            </>
          ) : null}
          <Term>{t('details.location')}</Term>
          <Detail>{place ?? t('details.notGiven')}</Detail>
          {space.location_url ? (
            <>
              <Term>{t('details.map')}</Term>
              <Detail>
                <TextLink href={space.location_url} target="_blank" rel="noreferrer">
                  {t('details.openMap')}
                </TextLink>
              </Detail>
            </>
          ) : null}
          <Term>{t('details.visibility')}</Term>
          <Detail>{t(space.is_public ? 'details.public' : 'details.private')}</Detail>
          <Term>{t('details.link')}</Term>
          <Detail>
            <Inline wrap align="center" gap={3}>
              <TextLink asChild>
                <Link to={paths.space.view(space.id)}>{link}</Link>
              </TextLink>
              <CopyLinkButton value={link} copy={copy} resetAfter={copyStatusResetMs} />
            </Inline>
          </Detail>
        </List>
        {space.description ? (
          <Text tone="default" marginBlockStart={5} preserveLines breakWords>
            {space.description}
          </Text>
        ) : null}
      </FormPanel>
    </PageLayout>
  );
}
