import { Button, CopyLinkButton, displayTitle, PageHeader, PageLayout, Stack } from '@lense/ui';
import { QRCode } from '@lense/ui/qr';
import { Link } from 'react-router-dom';
import { FormPanel } from '../../components/FormPanel';
import { paths } from '../../config/paths';
import { publicSpaceUrl, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { useTiming } from '../../lib/timing';

/** Props of {@link SpaceQrPage}. */
export interface SpaceQrPageProps {
  /** Origin of the space's public link. Default: this page's origin. */
  origin?: string;
  /** Writes the link to the clipboard. Default: the browser's clipboard. */
  copy?: (text: string) => Promise<void>;
}

/**
 * /spaces/:spaceId/qr: a QR code of the space's public link, a button copying the link, and a link to the
 * space's slideshow.
 */
export function SpaceQrPage({ origin, copy }: SpaceQrPageProps) {
  const t = useSpacesMessages();
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { copyStatusResetMs } = useTiming();
  if (!view) return null;
  const { space } = view;
  const link = publicSpaceUrl(space.id, origin);
  return (
    <PageLayout width="narrow">
      <PageHeader
        title={<span title={space.title}>{displayTitle(space.title)}</span>}
        lead={t('qr.lead')}
        actions={
          <>
            <Button asChild size="small" variant="secondary">
              <Link to={paths.space.view(space.id)}>{t('viewPhotos')}</Link>
            </Button>
            {/* For the TV at the event: the photos full screen, new ones as they are shared. */}
            <Button asChild size="small" variant="secondary">
              <Link to={paths.space.live(space.id)}>{t('qr.slideshow')}</Link>
            </Button>
          </>
        }
      />
      <FormPanel>
        <Stack align="center" gap={4} textAlign="center">
          <QRCode
            value={link}
            size={224}
            caption={link}
            label={t('qr.label', { title: displayTitle(space.title) })}
          />
          <CopyLinkButton value={link} copy={copy} resetAfter={copyStatusResetMs} />
        </Stack>
      </FormPanel>
    </PageLayout>
  );
}
