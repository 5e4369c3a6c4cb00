import type { Collection } from '@lense/api-client';
import { useCollectionSpaces, useCollections, useDeleteCollection } from '@lense/api-client/hooks';
import {
  Button,
  CollectionCard,
  EmptyState,
  ErrorView,
  PageHeader,
  PageLayout,
  Spinner,
  VisuallyHidden,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Centered } from '../../components/blocks';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { MASONRY_COLUMN_WIDTHS, MASONRY_GUTTER } from '../../config/layout';
import { paths } from '../../config/paths';
import { useConfirmedDelete } from '../../lib/confirmedDelete';
import { CARD_TITLE_FONT, CARD_TITLE_LINE_HEIGHT, lineCount, SMALL_LINE_HEIGHT } from '../../lib/textLines';
import { CreateCollectionPanel } from './CreateCollectionPanel';
import { spaceCounts } from './collectionRules';
import { useCollectionsMessages } from './collectionsMessages';

const FullHeightCard = styled(CollectionCard)`
  height: 100%;
`;

/**
 * Height of a collection card's tile `width` wide: its title beside the 40px icon (wrapped as the card
 * wraps it), optional description, count and actions. On a phone the column is narrower than 480px and
 * long names and descriptions take more lines.
 */
export function collectionTileHeight(collection: Collection, _index = 0, width = 480): number {
  // The card's borders and padding, and beside the title the icon and the gap before it.
  const text = width - 2 - 32;
  const titleLines = lineCount(collection.name, text - 40 - 12, CARD_TITLE_FONT);
  const header = Math.max(40, Math.ceil(titleLines * CARD_TITLE_LINE_HEIGHT));
  const lines = collection.description ? lineCount(collection.description, text) : 0;
  return 16 + header + (lines > 0 ? 8 + SMALL_LINE_HEIGHT * lines : 0) + 8 + 21 + 16 + 57;
}

/**
 * /collections: the user's collections in a masonry grid with their space counts, a 'new collection'
 * button opening the create form, and each card's settings link and delete option (after a confirmation).
 */
export function CollectionsPage() {
  const t = useCollectionsMessages();
  const collections = useCollections();
  const links = useCollectionSpaces();
  const [creating, setCreating] = useState(false);
  const counts = useMemo(() => spaceCounts(links.data ?? []), [links.data]);

  // Deleting asks first, as deleting a space does.
  const deletion = useConfirmedDelete({
    useDelete: useDeleteCollection,
    deleted: t('delete.done'),
    failed: t('genericError'),
  });

  let content: React.ReactNode;
  if (collections.error) {
    content = <ErrorView message={t('list.loadFailed')} />;
  } else if (!collections.data) {
    content = (
      <Centered>
        <Spinner size="large" label={t('list.loading')} />
      </Centered>
    );
  } else if (collections.data.length === 0) {
    content = (
      <EmptyState
        description={t('list.empty')}
        action={
          creating ? undefined : <Button onClick={() => setCreating(true)}>{t('list.newCollection')}</Button>
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
              hrefs={{ settings: (id) => paths.collectionSettings(id) }}
              onDelete={deletion.request}
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
          <Button onClick={() => setCreating(true)} disabled={creating}>
            {t('list.newCollection')}
          </Button>
        }
      />
      {creating ? <CreateCollectionPanel onClose={() => setCreating(false)} /> : null}
      {content}
      <ConfirmDeleteDialog
        open={deletion.pendingId !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        title={t('delete.title')}
        description={t('delete.description')}
        deleting={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
      />
    </PageLayout>
  );
}
