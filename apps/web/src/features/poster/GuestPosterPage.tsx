import { useGuestLink, useSpace } from '@lense/api-client/hooks';
import { Button, displayTitle, EmptyState, ErrorView, Inline, Spinner, Stack, vars } from '@lense/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useEventLanguage } from '../../i18n/eventLanguage';
import { usePageTitle } from '../../lib/pageTitle';
import { useSpaceRouteId } from '../../lib/space';
import { PosterSheet } from './PosterSheet';
import { PAPER_SIZES, type PaperSize } from './paper';
import { usePosterMessages } from './posterMessages';
import { PX_PER_MM, useFitToWidth } from './useFitToWidth';

/** The printer's page: the chosen paper, no margins (the sheet has its own), nothing but the sheet. */
const PrintPage = createGlobalStyle<{ $paper: PaperSize }>`
  @page {
    size: ${({ $paper }) => `${PAPER_SIZES[$paper].width}mm ${PAPER_SIZES[$paper].height}mm`};
    margin: 0;
  }
  @media print {
    body { margin: 0; background: #ffffff; }
    [data-print='hide'] { display: none !important; }
  }
`;

const Page = styled.main`
  min-height: 100vh;
  padding: ${vars.space[5]} ${vars.space[4]};
  background: ${vars.color.surface};
  @media print {
    padding: 0;
    background: #ffffff;
  }
`;

// On a phone the sheet is wider than the screen: the frame zooms it out to fit (the print stays full size).
const Paper = styled.div`
  box-shadow: ${vars.shadow.md};
  @media print {
    zoom: 1 !important;
    box-shadow: none;
  }
`;

/** The spinner, the error or the way to turn guest uploads on, centred in the page. */
function Centered({ children }: { children: ReactNode }) {
  return (
    <Inline asChild justify="center" paddingBlock={8} paddingInline={4}>
      <main>{children}</main>
    </Inline>
  );
}

/**
 * /spaces/:spaceId/poster: the guest link's QR code on an A4 or A5 page with the event's title, to print
 * and put up at the venue (the owner's). Without guest uploads on, a way to turn them on.
 */
export function GuestPosterPage() {
  const spaceId = useSpaceRouteId();
  const space = useSpace(spaceId);
  const link = useGuestLink(spaceId);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const t = usePosterMessages();
  // Printed in the event's language when its organiser chose one, for the guests who will read it.
  useEventLanguage(space.data?.space.language);
  usePageTitle(space.data ? t('pageTitle', { title: displayTitle(space.data.space.title) }) : undefined);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const zoom = useFitToWidth(frame, PAPER_SIZES[paper].width * PX_PER_MM);

  if (space.error || link.error) {
    return (
      <Centered>
        <ErrorView message={t('error')} supportEmail={SUPPORT_EMAIL} />
      </Centered>
    );
  }
  if (!space.data || link.data === undefined) {
    return (
      <Centered>
        <Spinner size="large" label={t('loading')} />
      </Centered>
    );
  }
  if (link.data === null) {
    return (
      <Centered>
        <EmptyState
          title={t('off.title')}
          description={t('off.description')}
          action={
            <Button asChild>
              <Link to={paths.space.manage.option(spaceId, 'guests')}>{t('off.turnOn')}</Link>
            </Button>
          }
        />
      </Centered>
    );
  }
  const { space: event } = space.data;
  return (
    <Stack asChild align="center" gap={5}>
      <Page>
        <PrintPage $paper={paper} />
        <Inline
          wrap
          align="center"
          justify="center"
          gap={3}
          data-print="hide"
          role="toolbar"
          aria-label={t('toolbar')}
        >
          {(Object.keys(PAPER_SIZES) as PaperSize[]).map((size) => (
            <Button
              key={size}
              size="small"
              variant={size === paper ? 'primary' : 'secondary'}
              aria-pressed={size === paper}
              onClick={() => setPaper(size)}
            >
              {size}
            </Button>
          ))}
          <Button size="small" onClick={() => window.print()}>
            {t('print')}
          </Button>
          <Button asChild size="small" variant="secondary">
            <Link to={paths.space.manage.option(spaceId, 'guests')}>{t('back')}</Link>
          </Button>
        </Inline>
        <Paper ref={setFrame} style={{ zoom }}>
          <PosterSheet
            paper={paper}
            title={event.title}
            startDate={event.start_date}
            endDate={event.end_date}
            url={link.data.url}
          />
        </Paper>
      </Page>
    </Stack>
  );
}
