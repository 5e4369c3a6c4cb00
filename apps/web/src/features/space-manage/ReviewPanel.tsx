import type { ReviewDecision } from '@lense/api-client';
import { type ReviewPhoto, useDecideReview, useLenseClient, usePhotoList } from '@lense/api-client/hooks';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorView,
  Grid,
  Inline,
  Spinner,
  Surface,
  Text,
  toast,
  VisuallyHidden,
  vars,
} from '@lense/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useTiming } from '../../lib/timing';
import { RejectPhotosDialog } from './RejectPhotosDialog';
import { ReviewTile } from './ReviewTile';
import { decisionMessage, type ReviewMessages, useReviewMessages } from './reviewMessages';
import { useUndoableReject } from './useUndoableReject';

const Key = styled.kbd`
  padding: 0 ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${vars.fontSize.xs};
`;

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
`;

/** The name of a waiting photo, unique in the list: 'Photo 2 from Wanjiru'. */
const photoName = (t: ReviewMessages, photo: ReviewPhoto, index: number) =>
  photo.uploader_name
    ? t('tile.name', { number: index + 1, name: photo.uploader_name })
    : t('tile.nameNoName', { number: index + 1 });

/** Props of {@link ReviewPanel}. */
export interface ReviewPanelProps {
  spaceId: string;
  /** The space hides new items: only then do guests' photos wait here. */
  hidesNewItems: boolean;
}

/**
 * To review: guests' photos waiting for the owner. Each can be approved (shown in the space) or rejected
 * (deleted), one at a time or selected together; a live region says what was done. A photo rejected on its
 * own can be taken back for a few seconds; several are rejected only after a confirmation.
 */
export function ReviewPanel({ spaceId, hidesNewItems }: ReviewPanelProps) {
  // Decisions take the decided photos out of the cached queue at once, then read its pages again.
  const queue = usePhotoList({ review: spaceId });
  const total = Math.max(queue.pages[0]?.total ?? 0, queue.photos.length);
  const loading = queue.pages.length === 0 && !queue.error;
  const decide = useDecideReview(spaceId);
  const t = useReviewMessages();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmReject, setConfirmReject] = useState<readonly string[] | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focusId, setFocusId] = useState<string | null>(null);
  // The name the owner saw on the tile they rejected (names follow positions, which move up meanwhile).
  const [rejectedName, setRejectedName] = useState('');
  const gridRef = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const { rejectUndoMs } = useTiming();
  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));
  const client = useLenseClient();
  const undoable = useUndoableReject(
    {
      commit: async (id) => {
        try {
          announce(decisionMessage(t, await decide.trigger({ reject: [id] })));
        } catch {
          toast.error(t('genericError'));
        }
      },
      // Straight to the API: the queue's cache is read again when the panel opens next.
      commitAfterLeaving: (id) => client.guests.decide(spaceId, { reject: [id] }),
    },
    rejectUndoMs,
  );
  // Named by their place in the queue as read, so a hidden photo does not rename the others.
  const names = new Map(queue.photos.map((photo, index) => [photo.id, photoName(t, photo, index)]));
  const photos = queue.photos.filter((photo) => !undoable.hidden.has(photo.id));

  // A later page that could not be read: the loaded photos stay, 'Load more' asks again.
  useEffect(() => {
    if (queue.error && queue.pages.length > 0) toast.error(t('genericError'));
  }, [queue.error, queue.pages.length, t]);

  // Keeps the keyboard in the grid: after a decision, focus moves to the tile that took the decided one's place.
  useEffect(() => {
    if (focusId === null) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-review-id="${focusId}"]`)?.focus();
    setFocusId(null);
  }, [focusId]);

  const run = async (decision: ReviewDecision) => {
    const ids = [...(decision.approve ?? []), ...(decision.reject ?? [])];
    const focusInGrid = gridRef.current?.contains(document.activeElement) ?? false;
    const lastIndex = Math.max(...ids.map((id) => photos.findIndex((photo) => photo.id === id)));
    const remaining = photos.filter((photo) => !ids.includes(photo.id));
    const next = remaining.find((photo) => photos.indexOf(photo) > lastIndex) ?? remaining.at(-1);
    setBusyIds(new Set(ids));
    try {
      const result = await decide.trigger(decision);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      announce(decisionMessage(t, result));
      if (focusInGrid && next) setFocusId(next.id);
    } catch {
      toast.error(t('genericError'));
    } finally {
      setBusyIds(new Set());
      setConfirmReject(null);
    }
  };

  /** The tile that takes `id`'s place in the grid once it leaves. */
  const successor = (id: string) => {
    const index = photos.findIndex((photo) => photo.id === id);
    return photos[index + 1] ?? photos[index - 1];
  };

  // One photo leaves at once and can be taken back; several only after a confirmation (they are deleted).
  const reject = (ids: readonly string[]) => {
    const [id] = ids;
    if (ids.length > 1 || id === undefined) return ids.length > 1 ? setConfirmReject(ids) : undefined;
    const next = successor(id);
    if (next && gridRef.current?.contains(document.activeElement)) setFocusId(next.id);
    setSelected((current) => new Set([...current].filter((selectedId) => selectedId !== id)));
    setRejectedName(names.get(id) ?? '');
    undoable.reject(id);
  };

  const undo = () => {
    const id = undoable.pending;
    undoable.undo();
    if (id !== null) setFocusId(id);
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (queue.error && queue.pages.length === 0) {
    return <ErrorView message={t('fetchFailed')} onReload={() => void queue.mutate()} />;
  }
  if (loading) return <Spinner label={t('queue.loading')} />;

  // Always mounted at the same place, so each result is announced.
  const live = (
    <>
      {/* Out of the layout (a panel's flex gap skips it) and unseen; screen readers hear what was done. */}
      <VisuallyHidden asChild>
        <p role="status">
          <span key={announcement.count}>{announcement.text}</span>
        </p>
      </VisuallyHidden>
      {undoable.pending !== null ? (
        <Surface asChild tone="sunken" border paddingBlock={2} paddingInline={4}>
          <Inline asChild align="center" gap={3}>
            <Text asChild tone="default" size="sm">
              <div aria-live="polite">
                <span>{t('queue.rejected', { name: rejectedName })}</span>
                <Button size="small" variant="secondary" onClick={undo}>
                  {t('queue.undo')}
                </Button>
              </div>
            </Text>
          </Inline>
        </Surface>
      ) : null}
    </>
  );

  if (photos.length === 0) {
    return (
      <>
        {live}
        <EmptyState
          title={t('queue.emptyTitle')}
          description={t(hidesNewItems ? 'queue.emptyHides' : 'queue.emptyShows')}
          action={
            hidesNewItems ? undefined : (
              <Button asChild variant="secondary">
                <Link to={paths.space.manage.option(spaceId, 'edit')}>{t('queue.edit')}</Link>
              </Button>
            )
          }
        />
      </>
    );
  }

  const selectedIds = photos.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);
  const allSelected = selectedIds.length === photos.length;
  const deciding = busyIds.size > 0;

  return (
    <>
      {live}
      <Text tone="muted">{t('queue.lead')}</Text>
      <Inline align="center" justify="between" gap={3}>
        <Checkbox
          label={t('queue.selectAll')}
          checked={allSelected}
          onChange={() => setSelected(allSelected ? new Set() : new Set(photos.map((photo) => photo.id)))}
        />
        <Text tone="muted" size="sm">
          {t('queue.waiting', { count: Math.max(0, total - undoable.hidden.size) })}
        </Text>
      </Inline>
      {selectedIds.length > 0 ? (
        <BulkBar role="group" aria-label={t('queue.selectedGroup')}>
          <Text flex="1 1 120px" tone="default" size="sm" weight="semibold">
            {t('queue.selectedCount', { count: selectedIds.length })}
          </Text>
          <Button size="small" disabled={deciding} onClick={() => void run({ approve: selectedIds })}>
            {t('queue.approveSelected')}
          </Button>
          <Button size="small" variant="danger" disabled={deciding} onClick={() => reject(selectedIds)}>
            {t('queue.rejectSelected')}
          </Button>
        </BulkBar>
      ) : null}
      <Text id={hintId} tone="muted" size="sm">
        {/* One text per stretch between the keys, so that each is a whole catalogue text. */}
        {t('queue.keyboard.lead')} <Key>A</Key> {t('queue.keyboard.approve')} <Key>R</Key>{' '}
        {t('queue.keyboard.reject')} <Key>{t('queue.spaceKey')}</Key> {t('queue.keyboard.select')}
      </Text>
      <Grid
        asChild
        columns={{ mobile: 2, tablet: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        gap={{ mobile: 2, tablet: 3 }}
      >
        <ul ref={gridRef} aria-label={t('queue.grid')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <ReviewTile
                photo={photo}
                name={names.get(photo.id) ?? ''}
                selected={selected.has(photo.id)}
                busy={busyIds.has(photo.id)}
                hintId={hintId}
                onApprove={() => void run({ approve: [photo.id] })}
                onReject={() => reject([photo.id])}
                onToggle={() => toggle(photo.id)}
              />
            </li>
          ))}
        </ul>
      </Grid>
      {queue.hasMore ? (
        <Inline justify="center" wrap={false}>
          <Button variant="secondary" loading={queue.isLoadingMore} onClick={queue.loadMore}>
            {t('queue.loadMore')}
          </Button>
        </Inline>
      ) : null}
      <RejectPhotosDialog
        count={confirmReject?.length ?? null}
        onCancel={() => setConfirmReject(null)}
        rejecting={deciding}
        onConfirm={() => {
          if (confirmReject) void run({ reject: [...confirmReject] });
        }}
      />
    </>
  );
}
