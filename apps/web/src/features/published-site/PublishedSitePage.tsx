// SITE_PHOTO_SIZES: the width a tile shows its image at, from the API's contract, where the server's preload
// of the first space's first photo reads it too.
import { isApiError, type PublicSpace, SITE_PHOTO_SIZES, type SpacePhoto } from '@lense/api-client';
import { usePublicSite, useSpace } from '@lense/api-client/hooks';
import {
  Box,
  Button,
  displayTitle,
  EmptyState,
  ErrorView,
  formatDateRange,
  Heading,
  Inline,
  media,
  NotFound,
  PhotoCard,
  Spinner,
  Stack,
  Text,
  vars,
} from '@lense/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { BuyAction } from '../../components/BuyAction';
import { CartLink } from '../../components/CartLink';
import { PhotoViewer } from '../../components/PhotoViewer';
import { useEventLanguage } from '../../i18n/eventLanguage';
import { dateLocale } from '../../lib/dateLocale';
import { useImageAddress } from '../../lib/imageAddress';
import { useNearViewport } from '../../lib/nearViewport';
import { usePageTitle } from '../../lib/pageTitle';
import { photoCardImage, tileLoading } from '../../lib/photoImage';
import { photoName, usePhotoNameWords } from '../../lib/photoName';
import { useGridViewer, usePhotoShareUrl, viewerPhoto } from '../../lib/photoViewer';
import { appHomeUrl } from '../../lib/siteHost';
import { usePublishedSiteMessages } from './publishedSiteMessages';
import { SiteFooter } from './SiteFrame';
import { siteCover } from './siteCover';
import { siteHeading } from './siteHeading';
import { siteLinks } from './socialLinks';

/** The page's column: the site's title, its texts and its galleries start at one left edge. */
const SITE_WIDTH = '1280px';

const Page = styled.div`
  min-height: 100vh;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  /* Titles, addresses and descriptions are the organiser's: a long word wraps rather than widen the page. */
  overflow-wrap: anywhere;
`;

const Hero = styled.header`
  position: relative;
  background: linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.info} 100%);
`;

const BannerImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 1;
  min-height: 160px;
  object-fit: cover;
`;

// A definite width: with \`width: auto\`, the minimum height would carry through the ratio into a 640 px
// minimum width and push a phone's page sideways.
const BannerFill = styled.div`
  width: 100%;
  aspect-ratio: 4 / 1;
  min-height: 160px;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  max-width: ${SITE_WIDTH};
  margin: 0 auto;
  padding: 0 ${vars.space[4]};
  position: relative;
  ${media.tabletUp} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${vars.space[5]};
  }
`;

const IconFrame = styled.div`
  flex: none;
  margin-top: -48px;
  width: 96px;
  height: 96px;
  overflow: hidden;
  border: 4px solid ${vars.color.background};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySubtle};
  box-shadow: ${vars.shadow.md};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  text-transform: uppercase;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
  a {
    display: inline-flex;
    max-width: 100%;
    gap: ${vars.space[1]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
  }
  a:hover {
    border-color: ${vars.color.primary};
  }
  a:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  span {
    flex: none;
    color: ${vars.color.textMuted};
  }
`;

// A gallery: two columns on a phone, three from a tablet up, across the page's width with narrow gutters.
const Photos = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 2;
  column-gap: ${vars.space[2]};
  ${media.tabletUp} {
    columns: 3;
  }

  li {
    break-inside: avoid;
    margin-bottom: ${vars.space[2]};
  }
`;

/** A centred spinner while the site loads. */
const centredLoading = { minHeight: '60vh' } as const;

/**
 * Where a space's photos will be, a window tall while they load: the spaces below start out of view, so the
 * photos arriving do not push what the visitor sees (a layout shift).
 */
const photosLoading = { minHeight: '100vh' } as const;

/**
 * One space of the published collection: its title, dates, place and visible photos. The first space's
 * first photo is the largest thing on the first screen: it loads at once and first. The other spaces'
 * tiles render when the space comes within a window's height of the viewport, keeping the loading
 * space's height until then: a site's first screen does not wait for every space's tiles and their
 * placeholders.
 */
function PublishedSpace({ space, firstId }: { space: PublicSpace; firstId: string }) {
  const t = usePublishedSiteMessages();
  const words = usePhotoNameWords();
  const first = space.id === firstId;
  const detail = useSpace(space.id);
  // Looking starts once the first space has its photos (or failed): while they load it is only a window
  // tall, and the next space would seem near.
  const firstSpace = useSpace(first ? null : firstId);
  const [near, nearRef] = useNearViewport<HTMLElement>(first, Boolean(firstSpace.data || firstSpace.error));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const photos = (detail.data?.photos ?? []).filter(
    (photo) => photo.state === 'visible' && !failed.has(photo.id),
  );
  const place = space.formatted_address ?? space.location;
  // Titles show as every space title does: title-cased, at most 50 characters.
  const title = displayTitle(space.title);
  // Named by its comment, else by its place in the space (an emptied comment is '', not null).
  const altOf = (photo: SpacePhoto, index: number) => photoName(photo, title, index + 1, words);
  const shareUrlOf = usePhotoShareUrl();
  const viewerPhotos = photos.map((photo, index) => viewerPhoto(photo, altOf(photo, index), shareUrlOf));
  // A shared address naming a photo past this space's first page opens it here, on its own.
  const viewer = useGridViewer(
    photos,
    viewerPhotos,
    Boolean(detail.data),
    (shared) => photoName(shared.data, title, undefined, words),
    (shared) => shared.space.id === space.id,
  );
  const openId = viewer.index === null ? undefined : viewer.photos[viewer.index]?.id;
  const openPhoto = photos.find((photo) => photo.id === openId);
  return (
    <Stack asChild gap={3}>
      <section ref={nearRef} aria-labelledby={`space-${space.id}`}>
        <Inline justify="between" align="center" gap={3}>
          <div>
            <Heading
              level={3}
              weight="semibold"
              leading="normal"
              id={`space-${space.id}`}
              title={space.title}
            >
              {title}
            </Heading>
            <Text tone="muted" size="sm">
              {formatDateRange(space.start_date, space.end_date, dateLocale(t.locale))}
              {place ? ` · ${place}` : ''}
            </Text>
          </div>
          <CartLink spaceId={space.id} />
        </Inline>
        {space.description ? <Text tone="muted">{space.description}</Text> : null}
        {detail.error ? (
          <Text tone="muted">{t('space.loadError')}</Text>
        ) : !detail.data || !near ? (
          <Box style={photosLoading}>
            <Spinner label={t('space.loading', { title })} />
          </Box>
        ) : photos.length === 0 ? (
          <Text tone="muted">{t('space.empty')}</Text>
        ) : (
          <Photos aria-label={t('space.photos', { title })}>
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <PhotoCard
                  {...photoCardImage(photo, SITE_PHOTO_SIZES)}
                  {...(first ? tileLoading(index) : { loading: 'lazy' })}
                  alt={altOf(photo, index)}
                  price={photo.price}
                  comment={photo.comment}
                  href={viewer.hrefOf(photo.id)}
                  onError={() => setFailed((current) => new Set(current).add(photo.id))}
                />
              </li>
            ))}
          </Photos>
        )}
        <PhotoViewer
          photos={viewer.photos}
          index={viewer.index}
          onIndexChange={viewer.onIndexChange}
          // Back to the event: the site with the viewer closed, focus on the tile in the event's section.
          event={{ name: title, href: viewer.closedHref }}
          actions={
            openPhoto && detail.data ? (
              <BuyAction photo={openPhoto} salesOpen={detail.data.sales_open} />
            ) : undefined
          }
        />
      </section>
    </Stack>
  );
}

/**
 * A published site, as `{name}.{host}` shows it: its banner, icon, title, description, contact and
 * social links, and the public spaces of its collection with their visible photos (watermarked by the
 * API when the space asks for it). Loading, 404 for an unknown site, and an error view.
 */
export function PublishedSitePage({ name }: { name: string }) {
  const t = usePublishedSiteMessages();
  const answer = usePublicSite(name);
  useEventLanguage(answer.data?.site.language);
  const bannerUrl = useImageAddress(answer.data?.banner?.url);
  const iconUrl = useImageAddress(answer.data?.icon?.url);
  usePageTitle(answer.data ? siteHeading(answer.data.site) : undefined);

  if (answer.error) {
    if (isApiError(answer.error) && answer.error.status === 404) {
      return (
        <main>
          <NotFound
            action={
              <Button asChild>
                <a href={appHomeUrl()}>{t('notFound.home')}</a>
              </Button>
            }
          />
        </main>
      );
    }
    return (
      <main>
        <ErrorView message={t('loadError')} />
      </main>
    );
  }
  if (!answer.data) {
    return (
      <Inline align="center" justify="center" style={centredLoading}>
        <Spinner size="large" label={t('loading')} />
      </Inline>
    );
  }

  const { site, collection, spaces } = answer.data;
  const title = siteHeading(site);
  const links = siteLinks(site, t);
  const cover = siteCover(answer.data.banner, bannerUrl, spaces);
  return (
    <Page data-site={site.name}>
      <Hero>
        {cover ? (
          <BannerImage
            src={cover.src}
            srcSet={cover.srcSet || undefined}
            alt={answer.data.banner?.description ?? ''}
          />
        ) : (
          <BannerFill />
        )}
      </Hero>
      <Identity>
        <IconFrame>
          {iconUrl ? <img src={iconUrl} alt="" /> : <span aria-hidden="true">{title.charAt(0)}</span>}
        </IconFrame>
        <Stack gap={1} minWidth="0" paddingBlockStart={3}>
          <Heading level={1}>{title}</Heading>
          {site.description ? (
            <Text tone="muted" size="lg" maxWidth="720px">
              {site.description}
            </Text>
          ) : null}
        </Stack>
      </Identity>
      <Stack
        asChild
        gap={7}
        maxWidth={SITE_WIDTH}
        marginInline="auto"
        paddingInline={4}
        paddingBlockStart={6}
        paddingBlockEnd={8}
      >
        <main>
          {links.length > 0 ? (
            <Links aria-label={t('contact.label')}>
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer">
                    <span>{link.label}</span>
                    {link.text}
                  </a>
                </li>
              ))}
            </Links>
          ) : null}
          <Stack asChild gap={7}>
            <section aria-labelledby="published-collection">
              <div>
                <Heading
                  level={2}
                  weight="semibold"
                  leading="normal"
                  marginBlockEnd={2}
                  id="published-collection"
                >
                  {collection?.name ?? t('albums.title')}
                </Heading>
                {collection?.description ? <Text tone="muted">{collection.description}</Text> : null}
              </div>
              {spaces.length === 0 ? (
                <EmptyState description={t('albums.empty')} />
              ) : (
                spaces.map((space) => (
                  <PublishedSpace key={space.id} space={space} firstId={spaces[0]?.id ?? space.id} />
                ))
              )}
            </section>
          </Stack>
        </main>
      </Stack>
      <SiteFooter>{t('footer')}</SiteFooter>
    </Page>
  );
}
