import { type SharedPhoto, type SpacePhoto, spaceDownloadUrl } from '@lense/api-client';
import { type SpaceView, usePhotoList, useSession } from '@lense/api-client/hooks';
import {
  Button,
  displayTitle,
  EmptyState,
  formatDateRange,
  PageHeader,
  PageLayout,
  PhotoCard,
  Text,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { type CSSProperties, useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BuyAction } from '../../components/BuyAction';
import { CartLink } from '../../components/CartLink';
import { CoverPhoto } from '../../components/CoverPhoto';
import { PhotoViewer } from '../../components/PhotoViewer';
import { PHOTO_GALLERY } from '../../config/layout';
import { paths } from '../../config/paths';
import { APP_API_BASE } from '../../lib/client';
import { coverImage } from '../../lib/coverImage';
import { dateLocale } from '../../lib/dateLocale';
import {
  GALLERY_PHOTO_SIZES,
  photoCardHeight,
  photoCardImage,
  pictureHeight,
  tileLoading,
  usePhotoGridWidth,
} from '../../lib/photoImage';
import { type PhotoNameWords, photoName, usePhotoNameWords } from '../../lib/photoName';
import { useGridViewer, usePhotoShareUrl, viewerPhoto } from '../../lib/photoViewer';
import { isSpaceOwner, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { spaceCardLabel, spaceState } from '../../lib/spaceState';
import { useSpacesMessages } from '../../lib/spacesMessages';

const Tile = styled.div`
  height: 100%;
  & [data-ui='PhotoCard'] {
    height: 100%;
  }
  & [data-ui='PhotoCard'] img {
    display: block;
    height: var(--picture-height);
    object-fit: cover;
  }
`;

/** The photos a viewer sees: the owner sees hidden and processing ones too (marked); others only visible ones. */
export function shownPhotos(photos: readonly SpacePhoto[], owner: boolean): SpacePhoto[] {
  return photos.filter((photo) => photo.state === 'visible' || (owner && photo.state !== 'pending'));
}

/** A photo's description: its comment, else its place in the event. */
const altOf = (photo: SpacePhoto, index: number, title: string, words: PhotoNameWords) =>
  photoName(photo, title, index + 1, words);

function SpacePhotos({ spaceId, view, owner }: { spaceId: string; view: SpaceView; owner: boolean }) {
  const t = useSpacesMessages();
  const words = usePhotoNameWords();
  const { photos, hasMore, isLoadingMore: loading, loadMore, dropFailed } = usePhotoList({ space: spaceId });
  const items = shownPhotos(photos, owner);
  const title = displayTitle(view.space.title);
  const gridWidth = usePhotoGridWidth();
  // Tiles keep each photo's shape and its whole comment.
  const getItemHeight = useCallback(
    (photo: SpacePhoto, _index: number, width: number) => photoCardHeight(photo, width),
    [],
  );
  const shareUrlOf = usePhotoShareUrl();
  // A hidden photo has no address to share: no visitor could open it.
  const viewerPhotos = useMemo(
    () =>
      items.map((photo, index) =>
        viewerPhoto(
          photo,
          altOf(photo, index, title, words),
          photo.state === 'visible' ? shareUrlOf : undefined,
        ),
      ),
    [items, title, words, shareUrlOf],
  );
  const altOfShared = useCallback(
    (shared: SharedPhoto) => photoName(shared.data, title, undefined, words),
    [title, words],
  );
  const viewer = useGridViewer(items, viewerPhotos, true, altOfShared);
  const openId = viewer.index === null ? undefined : viewer.photos[viewer.index]?.id;
  const openPhoto = items.find((photo) => photo.id === openId);
  const renderItem = (photo: SpacePhoto, index: number, column: number) => {
    const shape = { '--picture-height': `${pictureHeight(photo, column)}px` } as CSSProperties;
    return (
      <Tile style={shape}>
        <PhotoCard
          {...photoCardImage(photo, GALLERY_PHOTO_SIZES)}
          {...tileLoading(index)}
          alt={altOf(photo, index, title, words)}
          price={photo.price}
          hidden={photo.state === 'hidden'}
          comment={photo.comment}
          href={viewer.hrefOf(photo.id)}
          onError={() => dropFailed(photo.url)}
        />
      </Tile>
    );
  };
  if (items.length === 0 && !loading) {
    return (
      <EmptyState
        description={t(owner ? 'view.empty.owner' : 'view.empty.visitor')}
        action={
          owner ? (
            <Button asChild>
              <Link to={paths.space.upload(spaceId)}>{t('view.upload')}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <Masonry
        aria-label={t('view.photos')}
        {...PHOTO_GALLERY}
        items={items}
        initialWidth={gridWidth}
        getItemHeight={getItemHeight}
        getItemKey={(photo) => photo.id}
        renderItem={renderItem}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={loadMore}
      />
      {/* The owner gets the viewer too, with Edit to the photo's details instead of Buy. */}
      <PhotoViewer
        photos={viewer.photos}
        index={viewer.index}
        onIndexChange={viewer.onIndexChange}
        event={{ name: title, href: paths.space.view(spaceId) }}
        actions={
          openId === undefined ? undefined : owner ? (
            <Button asChild size="small" variant="secondary">
              <Link to={paths.space.photo(spaceId, openId)}>{t('view.editPhoto')}</Link>
            </Button>
          ) : openPhoto ? (
            <BuyAction photo={openPhoto} salesOpen={view.sales_open} />
          ) : undefined
        }
      />
    </>
  );
}

/** The space's details and its QR code, for owner and visitor alike. */
function SpaceLinks({ spaceId }: { spaceId: string }) {
  const t = useSpacesMessages();
  return (
    <>
      <Button asChild size="small" variant="secondary">
        <Link to={paths.space.details(spaceId)}>{t('view.details')}</Link>
      </Button>
      <Button asChild size="small" variant="secondary">
        <Link to={paths.space.qr(spaceId)}>{t('view.qr')}</Link>
      </Button>
    </>
  );
}

/**
 * /spaces/:spaceId and /spaces/:spaceId/view: the space as visitors see it, its cover on top, its title title-cased and
 * cut to 50 characters, and its photos in a masonry grid. The owner also sees hidden photos (marked),
 * and links to edit, upload and manage; visitors get a link to download the photos as a zip when the
 * owner allows it (`allow_downloads`).
 */
export function SpaceViewPage() {
  const t = useSpacesMessages();
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { user } = useSession();
  if (!view) return null;
  const { space } = view;
  const owner = isSpaceOwner(space, user);
  const label = spaceCardLabel(spaceState(space));
  return (
    <PageLayout>
      <CoverPhoto image={coverImage(space.cover)} />
      <PageHeader
        title={<span title={space.title}>{displayTitle(space.title)}</span>}
        lead={
          <>
            {label ? (
              <Text asChild weight="semibold" tone="primary" style={{ textTransform: 'capitalize' }}>
                <span>{t(`state.${label}`)}</span>
              </Text>
            ) : null}
            {label ? ' · ' : null}
            {formatDateRange(space.start_date, space.end_date, dateLocale(t.locale))}
            {space.location ? ` · ${space.location}` : null}
          </>
        }
        actions={
          owner ? (
            <>
              <Button asChild size="small">
                <Link to={paths.space.upload(space.id)}>{t('view.upload')}</Link>
              </Button>
              <Button asChild size="small" variant="secondary">
                <Link to={paths.space.manage.option(space.id, 'shared-media')}>{t('view.manage')}</Link>
              </Button>
              <Button asChild size="small" variant="secondary">
                <Link to={paths.space.edit(space.id)}>{t('view.edit')}</Link>
              </Button>
              <SpaceLinks spaceId={space.id} />
            </>
          ) : (
            <>
              <CartLink spaceId={space.id} />
              {space.allow_downloads ? (
                <Button asChild size="small" variant="secondary">
                  <a href={spaceDownloadUrl(APP_API_BASE, space.id)} download>
                    {t('view.download')}
                  </a>
                </Button>
              ) : null}
              <SpaceLinks spaceId={space.id} />
            </>
          )
        }
        actionsLabel={t('view.actions')}
      />
      {space.description ? (
        <Text tone="default" maxWidth="720px" marginBlockEnd={5} preserveLines breakWords>
          {space.description}
        </Text>
      ) : null}
      <SpacePhotos key={space.id} spaceId={space.id} view={view} owner={owner} />
    </PageLayout>
  );
}
