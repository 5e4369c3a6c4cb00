// App code using the core and the hooks, type-checked strictly by test/consumer.test.ts in an app that
// installed the packed package with npm: moduleResolution bundler, node16, nodenext and node (node10,
// through `typesVersions`).
import {
  type ApiError,
  type ApiSpace,
  createLenseClient,
  createSessionStore,
  isApiError,
  type LenseClient,
} from '@lense/api-client';
import {
  LenseClientProvider,
  lenseKeys,
  usePhotoFeed,
  useSpace,
  useSpaces,
  useUpdateSpace,
} from '@lense/api-client/hooks';

export const client: LenseClient = createLenseClient({
  baseUrl: '/api',
  session: createSessionStore(),
  onUnauthorized: () => undefined,
});

// @ts-expect-error a client needs a session
createLenseClient({ baseUrl: '/api' });

export function SpaceTitle({ spaceId }: { spaceId: string }) {
  const { data, error } = useSpace(spaceId);
  const failure: ApiError | undefined = error;
  const spaces = useSpaces();
  const first: ApiSpace | undefined = spaces.items[0];
  const feed = usePhotoFeed('lake');
  const update = useUpdateSpace(spaceId);
  const rename = () => update.trigger({ title: 'Renamed' }).then((space: ApiSpace) => space.title);
  // @ts-expect-error a space's changes are an object
  const wrong = () => update.trigger('Renamed');
  return (
    <main>
      <h1>{data?.space.title ?? failure?.error ?? first?.title}</h1>
      <p>{feed.hasMore ? feed.items.length : 'all'}</p>
      <button type="button" onClick={rename} onFocus={wrong} disabled={update.isMutating}>
        Rename
      </button>
    </main>
  );
}

export function App() {
  return (
    <LenseClientProvider client={client}>
      <SpaceTitle spaceId="space-1" />
    </LenseClientProvider>
  );
}

export const spaceKey: readonly unknown[] = lenseKeys.space(null, 'space-1');

export async function title(spaceId: string): Promise<string> {
  try {
    return (await client.spaces.get(spaceId)).space.title;
  } catch (error) {
    if (isApiError(error)) return `${error.status}: ${error.error}`;
    throw error;
  }
}
