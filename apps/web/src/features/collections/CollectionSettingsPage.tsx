import type { ApiSpace } from '@lense/api-client';
import {
  useCollectionSpaces,
  useCollections,
  useSpaces,
  useToggleCollectionSpace,
} from '@lense/api-client/hooks';
import {
  Button,
  CollectionCard,
  EmptyState,
  ErrorView,
  Grid,
  Heading,
  NotFound,
  OptionPicker,
  PageHeader,
  PageLayout,
  Spinner,
  Stack,
  toast,
  VisuallyHidden,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Centered } from '../../components/blocks';
import { MASONRY_COLUMN_WIDTHS, MASONRY_GUTTER } from '../../config/layout';
import { paths } from '../../config/paths';
import { type CollectionSpacesFilter, filterCollectionSpaces } from './collectionRules';
import { useCollectionsMessages } from './collectionsMessages';
import { SPACE_TILE_HEIGHT, SpaceToggleTile } from './SpaceToggleTile';

/**
 * /collections/{collection_id}/settings: the collection's card and 'Manage your collection': the
 * user's own spaces, all of them or only those in the collection; a click on a space adds it to the
 * collection or takes it out.
 */
export function CollectionSettingsPage() {
  const t = useCollectionsMessages();
  const { collectionId = '' } = useParams();
  const collections = useCollections();
  const links = useCollectionSpaces(collectionId);
  const spaces = useSpaces();
  const toggle = useToggleCollectionSpace(collectionId);
  const [filter, setFilter] = useState<CollectionSpacesFilter>('all');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const cardTitleId = useId();
  const manageTitleId = useId();
  const filters = useMemo(
    () => [
      { value: 'all', label: t('settings.filter.all') },
      { value: 'mine', label: t('settings.filter.mine') },
    ],
    [t],
  );

  const inCollection = useMemo(
    () =>
      new Set(
        (links.data ?? []).filter((link) => link.collection_id === collectionId).map((link) => link.space_id),
      ),
    [links.data, collectionId],
  );
  const shown = useMemo(
    () => filterCollectionSpaces(spaces.items, inCollection, filter),
    [spaces.items, inCollection, filter],
  );

  const onToggle = useCallback(
    (space: ApiSpace) => {
      setBusy((current) => new Set(current).add(space.id));
      toggle
        .trigger(space.id)
        .catch(() => toast.error(t('genericError')))
        .finally(() =>
          setBusy((current) => {
            const next = new Set(current);
            next.delete(space.id);
            return next;
          }),
        );
    },
    [toggle, t],
  );

  if (collections.error) {
    return (
      <PageLayout>
        <ErrorView message={t('settings.loadFailed')} />
      </PageLayout>
    );
  }
  if (!collections.data) {
    return (
      <PageLayout>
        <Centered>
          <Spinner size="large" label={t('settings.loading')} />
        </Centered>
      </PageLayout>
    );
  }
  const collection = collections.data.find((candidate) => candidate.id === collectionId);
  if (!collection) {
    return (
      <main>
        <NotFound
          action={
            <Button asChild>
              <Link to={paths.collections()}>{t('settings.back')}</Link>
            </Button>
          }
        />
      </main>
    );
  }

  let grid: React.ReactNode;
  if (spaces.error || links.error) {
    grid = (
      <ErrorView message={spaces.error ? t('settings.spacesLoadFailed') : t('settings.linksLoadFailed')} />
    );
  } else if (spaces.isLoading || !links.data) {
    grid = (
      <Centered>
        <Spinner size="large" label={t('settings.loadingSpaces')} />
      </Centered>
    );
  } else {
    grid = (
      <Masonry
        aria-label={filter === 'all' ? t('settings.allSpaces') : t('settings.spacesInCollection')}
        align="start"
        items={shown}
        columnWidth={MASONRY_COLUMN_WIDTHS.collectionSpaces}
        gutter={MASONRY_GUTTER.collectionSpaces}
        getItemKey={(space) => space.id}
        getItemHeight={() => SPACE_TILE_HEIGHT}
        hasMore={spaces.hasMore}
        loading={spaces.isValidating}
        onLoadMore={spaces.loadMore}
        empty={<EmptyState />}
        renderItem={(space) => (
          <SpaceToggleTile
            space={space}
            inCollection={inCollection.has(space.id)}
            busy={busy.has(space.id)}
            onToggle={onToggle}
          />
        )}
      />
    );
  }

  return (
    <PageLayout>
      <PageHeader
        title={t('settings.title')}
        actions={
          <Button asChild size="small" variant="secondary">
            <Link to={paths.collections()}>{t('settings.back')}</Link>
          </Button>
        }
      />
      {/* The card beside the spaces from tablet up, above them on a phone. */}
      <Grid columns={{ mobile: '1fr', tablet: '320px 1fr' }} gap={5} align="start">
        <aside aria-labelledby={cardTitleId}>
          <VisuallyHidden asChild>
            <h2 id={cardTitleId}>{t('settings.cardHeading')}</h2>
          </VisuallyHidden>
          <CollectionCard
            collectionId={collection.id}
            name={collection.name}
            description={collection.description}
            spaceCount={inCollection.size}
            hrefs={{ settings: (id) => paths.collectionSettings(id) }}
          />
        </aside>
        <Stack asChild gap={4} minWidth="0">
          <section aria-labelledby={manageTitleId}>
            <Heading id={manageTitleId} level={2} size="xl" weight="semibold" leading="normal">
              {t('settings.manage')}
            </Heading>
            <OptionPicker
              label={t('settings.show')}
              hideLabel
              options={filters}
              value={filter}
              onValueChange={(value) => setFilter(value as CollectionSpacesFilter)}
            />
            {grid}
          </section>
        </Stack>
      </Grid>
    </PageLayout>
  );
}
