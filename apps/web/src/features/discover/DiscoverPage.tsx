import {
  displayTitle,
  type FeedPhoto,
  initialPhotoListState,
  MASONRY_GUTTER,
  type PhotoFeedPage,
  photoListReducer,
} from '@lense/api-client';
import { usePhotoFeed } from '@lense/api-client/hooks';
import { Button, EmptyState, ErrorView, media, PhotoCard, SearchBar, Spinner, vars } from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/faq';
import { photoCardImage, photoRatio, usePhotoColumnWidth } from '../../lib/photoImage';

/** Placeholder of the feed's search bar (spec, section 2). */
export const SEARCH_PLACEHOLDER = 'Enter event name';
/** Error view message when the feed cannot be read. */
export const FEED_FAILED = 'Failed to fetch data';

const Main = styled.main`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[8]};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[6]};
  ${media.tabletUp} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    color: ${vars.color.text};
  }
  p {
    margin: ${vars.space[2]} 0 0;
    color: ${vars.color.textMuted};
  }
`;

const Search = styled.div`
  width: 100%;
  ${media.tabletUp} {
    max-width: 360px;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

/** A photo tile: the whole card links to its space, the image fills the tile's picture area. */
const Tile = styled(Link)`
  display: block;
  height: 100%;
  border-radius: ${vars.radius.md};
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  [data-ui='PhotoCard'] {
    height: 100%;
  }
  img {
    display: block;
    height: var(--picture-height);
    object-fit: cover;
  }
  figcaption {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const MoreFailed = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** Height of a one-line caption: 12px padding above and below, 21px line. */
const CAPTION_HEIGHT = 45;

/** The picture's height in a tile of `columnWidth` (less its 1px borders): the photo's own shape. */
const pictureHeight = (photo: FeedPhoto, columnWidth: number) =>
  Math.round((columnWidth - 2) * photoRatio(photo));

/** The feed's photos without duplicates (by url) and without those whose image failed to load. */
function usePhotoList(pages: readonly PhotoFeedPage[] | undefined, failed: ReadonlySet<string>) {
  return useMemo(() => {
    let list = initialPhotoListState<FeedPhoto>();
    for (const page of pages ?? []) {
      list = photoListReducer(list, { type: 'addPage', photos: page.photos, hasMore: page.has_more_photos });
    }
    for (const url of failed) list = photoListReducer(list, { type: 'dropFailedImage', url });
    const titles = new Map<string, string>();
    for (const page of pages ?? []) {
      for (const space of page.spaces) titles.set(space.id, displayTitle(space.title));
    }
    return { photos: list.data, titles };
  }, [pages, failed]);
}

/**
 * /discover: the public photo feed. The search term restarts paging from page 1; the next page loads
 * when scrolling passes 70% of the page height; every photo opens its space.
 */
export function DiscoverPage() {
  const [term, setTerm] = useState('');
  const feed = usePhotoFeed(term);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const { photos, titles } = usePhotoList(feed.data, failed);
  const columnWidth = usePhotoColumnWidth();

  const getItemHeight = useCallback(
    (photo: FeedPhoto, _index: number, width: number) =>
      pictureHeight(photo, width) + 2 + (photo.comment ? CAPTION_HEIGHT : 0),
    [],
  );
  const dropFailed = useCallback((url: string) => {
    setFailed((previous) => new Set(previous).add(url));
  }, []);
  const renderItem = useCallback(
    (photo: FeedPhoto) => {
      const title = titles.get(photo.space_id);
      const alt = title ? `Photo from ${title}` : 'Event photo';
      return (
        <Tile
          to={paths.space.view(photo.space_id)}
          style={{ '--picture-height': `${pictureHeight(photo, columnWidth)}px` } as React.CSSProperties}
        >
          <PhotoCard
            {...photoCardImage(photo, `${columnWidth - 2}px`)}
            alt={alt}
            price={photo.price}
            comment={photo.comment}
            onError={() => dropFailed(photo.url)}
          />
        </Tile>
      );
    },
    [titles, columnWidth, dropFailed],
  );

  const loadingFirst = feed.isLoading && photos.length === 0;
  const loadingMore = !feed.error && feed.size > (feed.data?.length ?? 0) && photos.length > 0;

  let content: React.ReactNode;
  if (loadingFirst) {
    content = (
      <Centered>
        <Spinner size="large" label="Loading photos" />
      </Centered>
    );
  } else if (feed.error && photos.length === 0) {
    content = (
      <ErrorView message={FEED_FAILED} supportEmail={SUPPORT_EMAIL} onReload={() => void feed.mutate()} />
    );
  } else if (photos.length === 0) {
    content = (
      <EmptyState
        title="Nothing to see here yet"
        description={
          term ? `No photos match “${term}”. Try another event name.` : 'Public photos will appear here.'
        }
      />
    );
  } else {
    content = (
      <>
        <Masonry
          aria-label="Photos"
          items={photos}
          columnWidth={columnWidth}
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
          <MoreFailed role="alert">
            {FEED_FAILED}
            <Button size="small" variant="secondary" onClick={() => void feed.mutate()}>
              Try again
            </Button>
          </MoreFailed>
        ) : null}
      </>
    );
  }

  return (
    <Main>
      <Header>
        <div>
          <h1>Discover</h1>
          <p>Photos from public events, newest first.</p>
        </div>
        <Search>
          <SearchBar
            label="Search events"
            placeholder={SEARCH_PLACEHOLDER}
            onSearch={(value) => setTerm(value.trim())}
          />
        </Search>
      </Header>
      {content}
    </Main>
  );
}
