import { type Collection, MASONRY_COLUMN_WIDTHS, MASONRY_GUTTER } from '@lense/api-client';
import { useCollectionSpaces, useCollections, useDeleteCollection } from '@lense/api-client/hooks';
import { Button, CollectionCard, EmptyState, ErrorView, Spinner, toast } from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { CardRouterLink } from '../../components/CardRouterLink';
import {
  Centered,
  HiddenHeading,
  WorkspaceHeader,
  WorkspaceLead,
  WorkspaceMain,
  WorkspaceTitle,
} from '../../components/Workspace';
import { paths } from '../../config/paths';
import { CreateCollectionPanel } from './CreateCollectionPanel';
import { COLLECTION_MESSAGES, spaceCounts } from './collectionRules';

const FullHeightCard = styled(CollectionCard)`
  height: 100%;
`;

/** Height of a collection card's tile: title, optional description (about 55 characters a line), count, actions. */
export function collectionTileHeight(collection: Collection): number {
  const lines = collection.description ? Math.ceil(collection.description.length / 55) : 0;
  return 16 + 40 + (lines > 0 ? 8 + 21 * lines : 0) + 8 + 21 + 16 + 57;
}

/**
 * /collections: the user's collections in a masonry grid with their space counts, a 'new collection'
 * button opening the create form, and each card's settings link and delete option.
 */
export function CollectionsPage() {
  const collections = useCollections();
  const links = useCollectionSpaces();
  const remove = useDeleteCollection();
  const [creating, setCreating] = useState(false);
  const counts = useMemo(() => spaceCounts(links.data ?? []), [links.data]);

  const deleteCollection = useCallback(
    (id: string) => {
      remove
        .trigger(id)
        .then(() => toast.success(COLLECTION_MESSAGES.deleted))
        .catch(() => toast.error(COLLECTION_MESSAGES.generic));
    },
    [remove],
  );

  let content: React.ReactNode;
  if (collections.error) {
    content = <ErrorView message={COLLECTION_MESSAGES.loadFailed} />;
  } else if (!collections.data) {
    content = (
      <Centered>
        <Spinner size="large" label="Loading your collections" />
      </Centered>
    );
  } else if (collections.data.length === 0) {
    content = (
      <EmptyState
        description="Group your spaces into collections, then publish a collection as a site."
        action={creating ? undefined : <Button onClick={() => setCreating(true)}>new collection</Button>}
      />
    );
  } else {
    content = (
      <>
        <HiddenHeading>Your collections</HiddenHeading>
        <Masonry
          aria-label="Your collections"
          items={collections.data}
          columnWidth={MASONRY_COLUMN_WIDTHS.collections}
          gutter={MASONRY_GUTTER.default}
          getItemKey={(collection) => collection.id}
          getItemHeight={collectionTileHeight}
          renderItem={(collection) => (
            <FullHeightCard
              collectionId={collection.id}
              name={collection.name}
              description={collection.description}
              spaceCount={counts.get(collection.id) ?? 0}
              linkComponent={CardRouterLink}
              hrefs={{ settings: (id) => paths.collectionSettings(id) }}
              onDelete={deleteCollection}
            />
          )}
        />
      </>
    );
  }

  return (
    <WorkspaceMain>
      <WorkspaceHeader>
        <div>
          <WorkspaceTitle>Collections</WorkspaceTitle>
          <WorkspaceLead>Group your spaces; a site publishes one collection.</WorkspaceLead>
        </div>
        <Button onClick={() => setCreating(true)} disabled={creating}>
          new collection
        </Button>
      </WorkspaceHeader>
      {creating ? <CreateCollectionPanel onClose={() => setCreating(false)} /> : null}
      {content}
    </WorkspaceMain>
  );
}
