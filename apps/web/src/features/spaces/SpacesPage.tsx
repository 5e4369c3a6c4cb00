import type { ApiSpace } from '@lense/api-client';
import { useSession, useSpaces } from '@lense/api-client/hooks';
import {
  Button,
  EmptyState,
  ErrorView,
  Grid,
  Inline,
  PageHeader,
  PageLayout,
  SearchBar,
  Select,
  SpaceCard,
  Spinner,
  Stack,
  VisuallyHidden,
  vars,
} from '@lense/ui';
import { shouldLoadMore } from '@lense/ui/masonry';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { Centered } from '../../components/blocks';
import { paths, type SpaceManageOption } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { newlyCreatedSpace } from '../../lib/newlyCreatedSpace';
import { isSpaceOwner, spaceCardCover } from '../../lib/space';
import {
  applySpaceFilters,
  DEFAULT_SPACE_FILTERS,
  type SpaceOwnerFilter,
  type SpaceStateFilter,
} from '../../lib/spaceFilters';
import { spaceCardLabel, spaceState } from '../../lib/spaceState';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { DeleteSpaceDialog } from './DeleteSpaceDialog';
import { useDeleteSpaceFlow } from './useDeleteSpaceFlow';

// Four cards a row on a 1200px screen, one on a phone; never wider than the screen. Auto-fill (not the
// primitive's auto-fit) keeps a lone card at its column's width.
const GRID_COLUMNS = 'repeat(auto-fill, minmax(min(100%, 272px), 1fr))';

// The space just created stands out until another is: a ring and a 'New' pill over its cover.
const GridItem = styled.li`
  position: relative;
  &[data-new] > article {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

const NewNote = styled.p`
  position: absolute;
  z-index: 1;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  margin: 0;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

// The search takes the room the filters leave it, each within its bounds; they wrap on a phone.
const searchSize = { flex: '1 1 280px', maxWidth: '420px' } as const;
const filterSize = { flex: '1 1 140px', maxWidth: '200px' } as const;

const OWNER_FILTERS = ['all', 'me', 'public'] as const satisfies readonly SpaceOwnerFilter[];
const STATE_FILTERS = ['all', 'open', 'closed'] as const satisfies readonly SpaceStateFilter[];

// Under the grid: a load error (in red) and its retry, or the button loading the next page.
const moreLayout = {
  align: 'center',
  gap: 3,
  marginBlockStart: 6,
  style: { color: vars.color.danger },
} as const;

const hrefs = {
  view: (id: string) => paths.space.view(id),
  qr: (id: string) => paths.space.qr(id),
  edit: (id: string) => paths.space.manage.option(id, 'edit'),
  manage: (id: string, option: string) => paths.space.manage.option(id, option as SpaceManageOption),
};
// The first management panel, shared media, is the default one (spec section 2).
const MANAGE_OPTION = 'shared-media';

/** Loads the next page once scrolling passes 70% of the page height (spec section 9). */
function useScrollPaging(loadMore: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const metrics = {
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      };
      if (metrics.pageHeight > metrics.viewportHeight && shouldLoadMore(metrics)) {
        loadMore();
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [loadMore, enabled]);
}

/**
 * /spaces: the user's spaces (and everyone's public ones) as cards with their state label, page after
 * page; a search orders them by how close their title is to the term.
 */
export function SpacesPage() {
  const t = useSpacesMessages();
  const navigate = useNavigate();
  const { user } = useSession();
  const spaces = useSpaces();
  const { items, hasMore, loadMore, error, isLoading, size, data, mutate } = spaces;
  const [term, setTerm] = useState('');
  const [owner, setOwner] = useState<SpaceOwnerFilter>('all');
  const [state, setState] = useState<SpaceStateFilter>('all');
  const deletion = useDeleteSpaceFlow({ redirect: false });
  const loadingMore = !isLoading && size > (data?.length ?? 0);
  useScrollPaging(loadMore, hasMore && !loadingMore && !error);

  // Pages may overlap while spaces are added: each space is shown once, where it first appeared.
  const shown = useMemo(() => {
    const seen = new Set<string>();
    const unique = items.filter((space) => !seen.has(space.id) && Boolean(seen.add(space.id)));
    return applySpaceFilters<ApiSpace>(unique, { ...DEFAULT_SPACE_FILTERS, owner, state, searchTerm: term });
  }, [items, term, owner, state]);
  const now = Date.now();
  const [justCreated] = useState(newlyCreatedSpace);
  const ownerOptions = OWNER_FILTERS.map((value) => ({ value, label: t(`list.owner.${value}`) }));
  const stateOptions = STATE_FILTERS.map((value) => ({ value, label: t(`list.when.${value}`) }));
  const manageOptions = useMemo(() => [{ option: MANAGE_OPTION, label: t('list.manage') }], [t]);
  const loadError = t('list.loadError');

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <Centered>
        <Spinner size="large" label={t('list.loading')} />
      </Centered>
    );
  } else if (error && items.length === 0) {
    body = <ErrorView message={loadError} supportEmail={SUPPORT_EMAIL} onReload={() => void mutate()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={t('list.empty.title')}
        description={t('list.empty.description')}
        action={
          <ButtonLink to={paths.spaceNew()} $fit>
            {t('list.empty.action')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <Inline wrap align="start" gap={3} marginBlockEnd={5}>
          <SearchBar
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={term}
            onValueChange={setTerm}
            style={searchSize}
          />
          <Select
            label={t('list.owner')}
            hideLabel
            style={filterSize}
            options={ownerOptions}
            value={owner}
            onChange={(event) => setOwner(event.target.value as SpaceOwnerFilter)}
          />
          <Select
            label={t('list.when')}
            hideLabel
            style={filterSize}
            options={stateOptions}
            value={state}
            onChange={(event) => setState(event.target.value as SpaceStateFilter)}
          />
        </Inline>
        {shown.length === 0 ? (
          <EmptyState title={t('list.noMatch.title')} description={t('list.noMatch.description')} />
        ) : (
          <>
            <VisuallyHidden asChild>
              <h2 id="spaces-grid">{t('list.gridHeading')}</h2>
            </VisuallyHidden>
            <Grid asChild columns={GRID_COLUMNS} gap={4} align="start">
              <ul aria-labelledby="spaces-grid">
                {shown.map((space) => (
                  <GridItem key={space.id} data-new={space.id === justCreated ? '' : undefined}>
                    {space.id === justCreated ? (
                      <NewNote id={`new-${space.id}`}>{t('list.new')}</NewNote>
                    ) : null}
                    <SpaceCard
                      aria-describedby={space.id === justCreated ? `new-${space.id}` : undefined}
                      spaceId={space.id}
                      title={space.title}
                      startDate={space.start_date}
                      endDate={space.end_date}
                      location={space.location ?? undefined}
                      {...spaceCardCover(space)}
                      state={spaceCardLabel(spaceState(space, now))}
                      owner={isSpaceOwner(space, user)}
                      hrefs={hrefs}
                      manageOptions={manageOptions}
                      onDelete={deletion.request}
                    />
                  </GridItem>
                ))}
              </ul>
            </Grid>
          </>
        )}
        {error ? (
          <Stack {...moreLayout} role="alert">
            {loadError}
            <Button variant="secondary" onClick={() => void mutate()}>
              {t('list.tryAgain')}
            </Button>
          </Stack>
        ) : hasMore ? (
          <Stack {...moreLayout}>
            <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
              {t('list.loadMore')}
            </Button>
          </Stack>
        ) : null}
      </>
    );
  }

  return (
    <PageLayout>
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={<Button onClick={() => navigate(paths.spaceNew())}>{t('list.newSpace')}</Button>}
      />
      {body}
      <DeleteSpaceDialog
        open={deletion.pendingId !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        deleting={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
      />
    </PageLayout>
  );
}
