import type { PutFile } from '@lense/api-client';
import { Button, displayTitle, PageHeader, PageLayout, PanelList } from '@lense/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EditSpaceForm } from '../../components/EditSpaceForm';
import { paths, type SpaceManageOption } from '../../config/paths';
import { useSpaceRouteId } from '../../lib/space';
import { CredentialsPanel } from './CredentialsPanel';
import { DownloadSpaceButton } from './DownloadSpaceButton';
import { GuestLinkPanel } from './GuestLinkPanel';
import { useManageMessages } from './manageMessages';
import { type ManagePanelId, panelForOption } from './panels';
import { ReviewPanel } from './ReviewPanel';
import { SharedMediaPanel } from './SharedMediaPanel';
import { SocialSharesPanel } from './SocialSharesPanel';
import { SpaceScreen } from './SpaceScreen';
import { SwitchSpacePanel } from './SwitchSpacePanel';
import { useManagePanels } from './useManagePanels';
import { WatermarkPanel } from './WatermarkPanel';

/** Props of {@link ManageSpacePage}. */
export interface ManageSpacePageProps {
  /** Sends an upload's bytes (the watermark image); defaults to XMLHttpRequest (tests and stories inject one). */
  put?: PutFile;
  /** Follows the signed address of the zip of all photos; defaults to the browser (tests inject one). */
  followDownload?: (url: string) => void;
}

/**
 * /spaces/{id}/manage and /spaces/{id}/manage/{option}: the management panels beside the selected one.
 * Choosing a panel opens its path. The header downloads every original as a zip and links to the upload.
 */
export function ManageSpacePage({ put, followDownload }: ManageSpacePageProps = {}) {
  const { option } = useParams();
  const navigate = useNavigate();
  const selected = panelForOption(option);
  const panels = useManagePanels(useSpaceRouteId());
  const t = useManageMessages();
  return (
    <SpaceScreen>
      {({ space, photos }, spaceId) => (
        <PageLayout>
          <PageHeader
            title={displayTitle(space.title)}
            lead={t('page.lead')}
            actions={
              <>
                <DownloadSpaceButton spaceId={spaceId} follow={followDownload} />
                <Button asChild size="small" variant="secondary">
                  <Link to={paths.space.upload(spaceId)}>{t('page.upload')}</Link>
                </Button>
                <Button asChild size="small" variant="secondary">
                  <Link to={paths.space.sales(spaceId)}>{t('page.sales')}</Link>
                </Button>
              </>
            }
          />
          <PanelList
            items={panels}
            aria-label={t('page.panels')}
            value={selected}
            activationMode="manual"
            onValueChange={(id) => navigate(paths.space.manage.option(spaceId, id as SpaceManageOption))}
          >
            {(item) => {
              switch (item.id as ManagePanelId) {
                case 'review':
                  return <ReviewPanel spaceId={spaceId} hidesNewItems={space.default_hide_items} />;
                case 'guests':
                  return (
                    <GuestLinkPanel
                      spaceId={spaceId}
                      spaceTitle={space.title}
                      hidesNewItems={space.default_hide_items}
                    />
                  );
                case 'api':
                  return <CredentialsPanel spaceId={spaceId} />;
                case 'socials':
                  return <SocialSharesPanel spaceId={spaceId} />;
                case 'edit':
                  return <EditSpaceForm space={space} aria-label={t('page.editForm')} />;
                case 'switch':
                  return <SwitchSpacePanel currentSpaceId={spaceId} />;
                case 'watermark':
                  return <WatermarkPanel space={space} samplePhoto={photos[0]} put={put} />;
                default:
                  return <SharedMediaPanel spaceId={spaceId} />;
              }
            }}
          </PanelList>
        </PageLayout>
      )}
    </SpaceScreen>
  );
}
