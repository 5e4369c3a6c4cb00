import { useSites } from '@lense/api-client/hooks';
import { Button, ErrorView, NotFound, PageHeader, PageLayout, PanelList, Spinner } from '@lense/ui';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Centered } from '../../components/blocks';
import { paths, SITE_SETTINGS_OPTIONS, type SiteSettingsOption } from '../../config/paths';
import { publishedSitesHost } from '../../lib/siteHost';
import { SiteDetailsForm } from './SiteDetailsForm';
import { SiteImagePanel } from './SiteImagePanel';
import { useSitesMessages } from './sitesMessages';

/** The settings panels of a site, in order; the first is the default. */
export const SITE_SETTINGS_PANELS = [
  'details',
  'banner',
  'icon',
] as const satisfies readonly SiteSettingsOption[];

const isOption = (value: string | undefined): value is SiteSettingsOption =>
  (SITE_SETTINGS_OPTIONS as readonly (string | undefined)[]).includes(value);

/**
 * /sites/{site_id}/settings/details|banner|icon: the site's settings panels beside each other; each
 * panel has its own address. Unknown panels go to details; an unknown site shows the 404 page.
 */
export function SiteSettingsPage() {
  const t = useSitesMessages();
  const { siteId = '', option } = useParams();
  const navigate = useNavigate();
  const sites = useSites();
  const host = useMemo(() => publishedSitesHost(), []);
  const panels = useMemo(
    () => SITE_SETTINGS_PANELS.map((id) => ({ id, label: t(`settings.panel.${id}`) })),
    [t],
  );

  if (!isOption(option)) return <Navigate to={paths.siteSettings(siteId, 'details')} replace />;
  if (sites.error) {
    return (
      <PageLayout>
        <ErrorView message={t('settings.loadFailed')} />
      </PageLayout>
    );
  }
  if (!sites.data) {
    return (
      <PageLayout>
        <Centered>
          <Spinner size="large" label={t('settings.loading')} />
        </Centered>
      </PageLayout>
    );
  }
  const site = sites.data.find((candidate) => candidate.id === siteId);
  if (!site) {
    return (
      <main>
        <NotFound
          action={
            <Button asChild>
              <Link to={paths.sites()}>{t('settings.back')}</Link>
            </Button>
          }
        />
      </main>
    );
  }

  return (
    <PageLayout>
      <PageHeader
        title={site.title || site.name}
        lead={
          <>
            {site.name}.{host}
          </>
        }
        actions={
          <Button asChild size="small" variant="secondary">
            <Link to={paths.sites()}>{t('settings.back')}</Link>
          </Button>
        }
      />
      <PanelList
        aria-label={t('settings.panels')}
        items={panels}
        value={option}
        activationMode="manual"
        onValueChange={(value) => navigate(paths.siteSettings(site.id, value as SiteSettingsOption))}
      >
        {(item) =>
          item.id === 'details' ? (
            <SiteDetailsForm key={site.id} site={site} />
          ) : (
            <SiteImagePanel kind={item.id === 'banner' ? 'banner' : 'icon'} site={site} />
          )
        }
      </PanelList>
    </PageLayout>
  );
}
