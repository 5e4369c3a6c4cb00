import type { FeedPhoto, PhotoFeedPage, SharedPhoto } from '@lense/api-client';
import { usePhotoList } from '@lense/api-client/hooks';
import {
  Box,
  Button,
  displayTitle,
  EmptyState,
  ErrorView,
  Inline,
  PageHeader,
  PageLayout,
  PhotoCard,
  SearchBar,
  Spinner,
  Text,
  vars,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PhotoViewer } from '../../components/PhotoViewer';
import { MASONRY_GUTTER } from '../../config/layout';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import {
  PHOTO_COLUMN_SIZES,
  photoCardHeight,
  photoCardImage,
  pictureHeight,
  tileLoading,
  usePhotoColumnWidth,
  usePhotoGridWidth,
} from '../../lib/photoImage';
import { photoName, positionsInEvents, usePhotoNameWords } from '../../lib/photoName';
import { useGridViewer, usePhotoShareUrl, viewerPhoto } from '../../lib/photoViewer';
import { useDiscoverMessages } from './discoverMessages';

// The search takes the rest of the heading's row: all of it under the heading on a phone, at most 440px
// at the end of the row on a wider screen.
const Header = styled(PageHeader)`
  & > [data-part='actions'] {
    flex: 1 1 280px;
    justify-content: flex-end;
  }
`;

/** A photo tile: the card opens the photo in the viewer; the event's name under it opens the event. */
const Tile = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  img {
    display: block;
    height: var(--picture-height);
    object-fit: cover;
  }
`;

/** The event a photo is from: one line, as tall as {@link EVENT_LINE_HEIGHT}. */
const EventLink = styled(Link)`
  display: block;
  padding-top: 6px;
  overflow: hidden;
  font-size: ${vars.fontSize.sm};
  line-height: 21px;
  color: ${vars.color.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
  text-decoration: none;
  &:hover { color: ${vars.color.text}; text-decoration: underline; }
`;

/** Height of the event's line under a tile: 6px above a 21px line. */
const EVENT_LINE_HEIGHT = 27;

/** The display titles of the feed's events, by space id, from the pages loaded. */
function useEventTitles(pages: readonly PhotoFeedPage[]) {
  return useMemo(() => {
    const titles = new Map<string, string>();
    for (const page of pages) {
      for (const space of page.spaces) titles.set(space.id, displayTitle(space.title));
    }
    return titles;
  }, [pages]);
}

/**
 * /discover: the public photo feed. The search term restarts paging from page 1; the next page loads
 * when scrolling passes 70% of the page height; a photo opens in the viewer (at its own address), the
 * event's name under it opens the event.
 */
export function DiscoverPage() {
  const t = useDiscoverMessages();
  const [term, setTerm] = useState('');
  const feed = usePhotoList({ feed: term });
  const { photos, dropFailed } = feed;
  const titles = useEventTitles(feed.pages);
  const columnWidth = usePhotoColumnWidth();
  const gridWidth = usePhotoGridWidth();

  const getItemHeight = useCallback(
    (photo: FeedPhoto, _index: number, width: number) =>
      photoCardHeight(photo, width) + (titles.has(photo.space_id) ? EVENT_LINE_HEIGHT : 0),
    [titles],
  );
  const words = usePhotoNameWords();
  // A tile is named by its comment, else by its place among its event's photos ('Photo 2 of Winter Gala').
  const altOf = useMemo(() => {
    const positions = positionsInEvents(photos);
    return (photo: FeedPhoto) => {
      const title = titles.get(photo.space_id);
      return title
        ? photoName(photo, title, positions.get(photo.id), words)
        : photo.comment?.trim() || t('photo.unnamed');
    };
  }, [photos, titles, words, t]);
  // A shared photo opened on its own: its comment, else its event.
  const altOfShared = useCallback(
    (shared: SharedPhoto) => photoName(shared.data, displayTitle(shared.space.title), undefined, words),
    [words],
  );
  const shareUrlOf = usePhotoShareUrl();
  const viewerPhotos = useMemo(
    () => photos.map((photo) => viewerPhoto(photo, altOf(photo), shareUrlOf)),
    [photos, altOf, shareUrlOf],
  );
  const viewer = useGridViewer(photos, viewerPhotos, !feed.isLoading, altOfShared);
  // The open photo's event, as a link to its space from the viewer's bar.
  const openId = viewer.index === null ? undefined : viewer.photos[viewer.index]?.id;
  const openPhoto = openId === undefined ? undefined : photos.find(({ id }) => id === openId);
  const openTitle = openPhoto ? titles.get(openPhoto.space_id) : undefined;
  const openEvent =
    openPhoto && openTitle ? { name: openTitle, href: paths.space.view(openPhoto.space_id) } : undefined;
  const renderItem = useCallback(
    (photo: FeedPhoto, index: number) => {
      const title = titles.get(photo.space_id);
      return (
        <Tile style={{ '--picture-height': `${pictureHeight(photo, columnWidth)}px` } as React.CSSProperties}>
          <PhotoCard
            {...photoCardImage(photo, PHOTO_COLUMN_SIZES)}
            {...tileLoading(index)}
            alt={altOf(photo)}
            price={photo.price}
            comment={photo.comment}
            href={viewer.hrefOf(photo.id)}
            onError={() => dropFailed(photo.url)}
          />
          {title ? <EventLink to={paths.space.view(photo.space_id)}>{title}</EventLink> : null}
        </Tile>
      );
    },
    [titles, altOf, columnWidth, dropFailed, viewer.hrefOf],
  );

  const loadingFirst = feed.isLoading && photos.length === 0;
  const loadingMore = feed.isLoadingMore && photos.length > 0;

  let content: React.ReactNode;
  if (loadingFirst) {
    content = (
      <Inline justify="center" paddingBlock={8}>
        <Spinner size="large" label={t('loading')} />
      </Inline>
    );
  } else if (feed.error && photos.length === 0) {
    content = (
      <ErrorView message={t('loadError')} supportEmail={SUPPORT_EMAIL} onReload={() => void feed.mutate()} />
    );
  } else if (photos.length === 0) {
    content = (
      <EmptyState
        title={t('empty.title')}
        description={term ? t('empty.search', { term }) : t('empty.description')}
      />
    );
  } else {
    content = (
      <>
        <Masonry
          aria-label={t('photos')}
          items={photos}
          columnWidth={columnWidth}
          initialWidth={gridWidth}
          gutter={MASONRY_GUTTER.default}
          getItemHeight={getItemHeight}
          getItemKey={(photo) => photo.id}
          renderItem={renderItem}
          hasMore={feed.hasMore}
          loading={loadingMore}
          onLoadMore={feed.loadMore}
        />
        {feed.error ? (
          // A later page failed: the loaded photos stay, the page can be asked for again.
          <Text asChild size="sm" tone="muted">
            <Inline
              role="alert"
              wrap={false}
              align="center"
              justify="center"
              gap={3}
              paddingBlock={5}
              paddingInline={4}
            >
              {t('loadError')}
              <Button size="small" variant="secondary" onClick={() => void feed.mutate()}>
                {t('tryAgain')}
              </Button>
            </Inline>
          </Text>
        ) : null}
      </>
    );
  }

  return (
    <PageLayout>
      <Header
        title={t('title')}
        lead={t('lead')}
        actions={
          <Box width="100%" maxWidth="440px">
            <SearchBar
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              submitLabel={t('search.submit')}
              onSearch={(value) => setTerm(value.trim())}
            />
          </Box>
        }
      />
      {content}
      <PhotoViewer
        photos={viewer.photos}
        index={viewer.index}
        onIndexChange={viewer.onIndexChange}
        event={openEvent}
      />
    </PageLayout>
  );
}
