import type { Site } from '@lense/api-client';
import {
  useBanners,
  useCollections,
  useDeleteSite,
  useIcons,
  useSites,
  useSubscriptions,
  useSubscriptionTypes,
} from '@lense/api-client/hooks';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  EmptyState,
  ErrorView,
  PageHeader,
  PageLayout,
  SiteCard,
  Spinner,
  VisuallyHidden,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Centered } from '../../components/blocks';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { MASONRY_COLUMN_WIDTHS, MASONRY_GUTTER } from '../../config/layout';
import { paths } from '../../config/paths';
import { useConfirmedDelete } from '../../lib/confirmedDelete';
import { useImageAddress } from '../../lib/imageAddress';
import { hasPlanAboveBasic } from '../../lib/plans';
import { publishedSitesHost, publishedSiteUrl } from '../../lib/siteHost';
import { CreateSitePanel } from './CreateSitePanel';
import { siteTileHeight } from './siteRules';
import { useSitesMessages } from './sitesMessages';

const FullHeightCard = styled(SiteCard)`
  height: 100%;
`;

interface SiteTileProps {
  site: Site;
  host: string;
  bannerAddress?: string;
  iconAddress?: string;
  onDelete: (id: string) => void;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

function SiteTile({ site, host, bannerAddress, iconAddress, ...menu }: SiteTileProps) {
  const bannerUrl = useImageAddress(bannerAddress);
  const iconUrl = useImageAddress(iconAddress);
  return (
    <FullHeightCard
      siteId={site.id}
      name={site.name}
      host={host}
      title={site.title}
      description={site.description}
      {...(bannerUrl ? { bannerUrl } : {})}
      {...(iconUrl ? { iconUrl } : {})}
      hrefs={{
        settings: (id) => paths.siteSettings(id, 'details'),
        site: (name, siteHost) => publishedSiteUrl(name, siteHost),
      }}
      {...menu}
    />
  );
}

/**
 * /sites: the user's sites in a masonry grid, a 'new site' button opening the create-site panel, the
 * warning 'Collection is required' when the user has no collection yet, and each card's options menu
 * (open the site, its settings, delete it after a confirmation).
 */
export function SitesPage() {
  const t = useSitesMessages();
  const sites = useSites();
  const collections = useCollections();
  const banners = useBanners();
  const icons = useIcons();
  const [creating, setCreating] = useState(false);
  const [warning, setWarning] = useState(false);
  const [planLimit, setPlanLimit] = useState(false);
  const subscriptions = useSubscriptions();
  const plans = useSubscriptionTypes();
  // One card's options menu at a time; its tile grows to hold the menu while it shows.
  const [menuSiteId, setMenuSiteId] = useState<string | null>(null);
  const host = useMemo(() => publishedSitesHost(), []);
  const navigate = useNavigate();

  const bannerUrls = useMemo(
    () => new Map(banners.items.map((banner) => [banner.id, banner.url])),
    [banners.items],
  );
  const iconUrls = useMemo(() => new Map(icons.items.map((icon) => [icon.id, icon.url])), [icons.items]);

  // Whether a notice or the panel opens depends on the collections and the plan: wait until they are known.
  const loading = (query: { data?: unknown; error?: unknown }) => !query.data && !query.error;
  const collectionsLoading = loading(collections) || loading(subscriptions) || loading(plans);
  // Basic includes one site: say so before the form is filled (the API refuses a second site anyway).
  const atSiteLimit =
    (sites.data?.length ?? 0) >= 1 &&
    subscriptions.data !== undefined &&
    plans.data !== undefined &&
    !hasPlanAboveBasic(plans.data, subscriptions.data, new Date());
  const openCreate = () => {
    if (atSiteLimit) setPlanLimit(true);
    else if (collections.data && collections.data.length === 0) setWarning(true);
    else setCreating(true);
  };

  // Deleting takes the published site offline: it asks first, as deleting a space does.
  const deletion = useConfirmedDelete({
    useDelete: useDeleteSite,
    deleted: t('delete.done'),
    failed: t('delete.failed'),
  });
  const pendingSite = sites.data?.find((site) => site.id === deletion.pendingId);

  const getItemHeight = useCallback(
    (site: Site, _index: number, width: number) =>
      siteTileHeight(
        site,
        site.banner_id !== null && bannerUrls.has(site.banner_id),
        width,
        site.id === menuSiteId,
      ),
    [bannerUrls, menuSiteId],
  );

  let content: React.ReactNode;
  if (sites.error) {
    content = <ErrorView title={t('list.loadError.title')} message={t('list.loadError.message')} />;
  } else if (!sites.data) {
    content = (
      <Centered>
        <Spinner size="large" label={t('list.loading')} />
      </Centered>
    );
  } else if (sites.data.length === 0) {
    content = (
      <EmptyState
        description={t('list.empty')}
        action={
          creating ? undefined : (
            <Button onClick={openCreate} disabled={collectionsLoading}>
              {t('list.newSite')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <VisuallyHidden asChild>
          <h2>{t('list.heading')}</h2>
        </VisuallyHidden>
        <Masonry
          aria-label={t('list.heading')}
          align="start"
          items={sites.data}
          columnWidth={MASONRY_COLUMN_WIDTHS.sites}
          gutter={MASONRY_GUTTER.default}
          getItemKey={(site) => site.id}
          getItemHeight={getItemHeight}
          renderItem={(site) => (
            <SiteTile
              site={site}
              host={host}
              {...(site.banner_id && bannerUrls.has(site.banner_id)
                ? { bannerAddress: bannerUrls.get(site.banner_id) }
                : {})}
              {...(site.icon_id && iconUrls.has(site.icon_id)
                ? { iconAddress: iconUrls.get(site.icon_id) }
                : {})}
              onDelete={deletion.request}
              menuOpen={site.id === menuSiteId}
              onMenuOpenChange={(open) => setMenuSiteId(open ? site.id : null)}
            />
          )}
        />
      </>
    );
  }

  return (
    <PageLayout>
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          <Button onClick={openCreate} disabled={creating || collectionsLoading}>
            {t('list.newSite')}
          </Button>
        }
      />
      {creating ? (
        <CreateSitePanel
          collections={collections.data ?? []}
          host={host}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {content}
      <ConfirmDeleteDialog
        open={deletion.pendingId !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        title={t('delete.title')}
        description={
          pendingSite
            ? t('delete.descriptionAt', { address: `${pendingSite.name}.${host}` })
            : t('delete.description')
        }
        deleting={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
      />
      <Dialog open={planLimit} onOpenChange={setPlanLimit}>
        <DialogContent tone="neutral" title={t('planLimit.title')} description={t('planLimit.description')}>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t('planLimit.cancel')}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setPlanLimit(false);
                navigate(paths.plansSelect());
              }}
            >
              {t('planLimit.seePlans')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <Dialog open={warning} onOpenChange={setWarning}>
        <DialogContent
          tone="warning"
          title={t('noCollection.title')}
          description={t('noCollection.description')}
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t('noCollection.cancel')}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setWarning(false);
                navigate(paths.collections());
              }}
            >
              {t('noCollection.goToCollections')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </PageLayout>
  );
}
