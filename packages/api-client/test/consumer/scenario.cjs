// What a consumer app does with @lense/api-client, run by the entry scripts beside it from the packed
// package installed with npm: `server.*` renders on the server, `browser.*` renders in jsdom. The `.cjs`
// scripts load every entry point with require(), the `.mjs` ones with import, and pass the modules in:
// this file loads no package itself, so it exercises whichever build its caller loaded.
'use strict';

const API = 'https://api.lense.test/api';
const RENAMED = 'Renamed by a consumer';

/** The exported names of every entry point, to compare the CommonJS and ES module builds. */
function entryNames({ core, hooks, mocks, manifest }) {
  const names = (module) =>
    Object.keys(module)
      .filter((name) => name !== 'default')
      .sort();
  return {
    '.': names(core),
    './hooks': names(hooks),
    './mocks': names(mocks),
    './package.json': `${manifest.name}@${manifest.version}`,
  };
}

/** A component calling one hook of each kind: reads (useSWR), paged reads (useSWRInfinite), a mutation. */
function Probe({ modules: { react, hooks } }) {
  const h = react.createElement;
  const spaces = hooks.useSpaces();
  const spaceId = spaces.items[0]?.id ?? null;
  const space = hooks.useSpace(spaceId);
  const feed = hooks.usePhotoFeed('');
  const update = hooks.useUpdateSpace(spaceId ?? 'none');
  const [saved, setSaved] = react.useState('');
  const started = react.useRef(false);
  react.useEffect(() => {
    if (!space.data || started.current) return;
    started.current = true;
    update.trigger({ title: RENAMED }).then(
      (changed) => setSaved(changed.title),
      (error) => setSaved(`failed: ${error.message}`),
    );
  }, [space.data, update]);
  const photos = space.data ? `${space.data.space.title} (${space.data.photos.length} photos)` : 'loading';
  return h(
    'main',
    null,
    h('p', null, `spaces: ${spaces.data ? spaces.items.map((item) => item.title).join(', ') : 'loading'}`),
    h('p', null, `space: ${photos}`),
    h('p', null, `feed: ${feed.data ? `${feed.items.length} photos` : 'loading'}`),
    h('p', null, `saved: ${saved || (update.isMutating ? 'saving' : 'nothing')}`),
  );
}

/**
 * Server rendering, with msw/node answering the client's requests: the server reads through the client,
 * hands the answers to SWR as `fallback` under the hooks' own keys, and renders them with renderToString.
 * Then a typed error through the same mocks.
 */
async function serverRender(modules) {
  const { core, hooks, mocks, react, reactDomServer, swr, swrInfinite, mswNode } = modules;
  const h = react.createElement;
  const server = mswNode.setupServer(...mocks.lenseHandlers());
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const client = core.createLenseClient({ baseUrl: API, session: core.createSessionStore() });
    const spaces = await client.spaces.list(1);
    const { space, photos, has_more_photos } = await client.spaces.get(spaces.data[0].id);
    const feed = await client.photos.feed({ detailed: true, search_term: '', page: 1 });
    const fallback = {
      [swrInfinite.unstable_serialize((index) => hooks.lenseKeys.spaces(null, index + 1))]: [spaces],
      [swr.unstable_serialize(hooks.lenseKeys.space(null, space.id))]: { space, photos, has_more_photos },
      [swrInfinite.unstable_serialize((index) => hooks.lenseKeys.photoFeed('', index + 1))]: [feed],
    };
    const html = modules.reactDomServer.renderToString(
      h(
        hooks.LenseClientProvider,
        { client, swr: { provider: () => new Map(), fallback } },
        h(Probe, { modules }),
      ),
    );
    const loading = reactDomServer.renderToString(
      h(hooks.LenseClientProvider, { client, swr: { provider: () => new Map() } }, h(Probe, { modules })),
    );

    server.use(
      mocks.lenseMocks.space({ variant: 'error', error: { status: 404, error: 'space not found' } }),
    );
    const failure = await client.spaces.get('missing').then(
      () => null,
      (error) => error,
    );
    return {
      entries: entryNames(modules),
      photos: mocks.fixtures.photos.length,
      html,
      loading,
      error: { isApiError: core.isApiError(failure), status: failure?.status, error: failure?.error },
    };
  } finally {
    server.close();
  }
}

/** Makes a jsdom window the global one (before React DOM and SWR load: both look for it once). */
function installDom(JSDOM) {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://app.lense.test/' });
  globalThis.window = dom.window;
  globalThis.document = dom.window.document;
  return dom;
}

/**
 * A real render in jsdom with the in-process mocks (`createMockFetch`, no server): the hooks fetch,
 * the paged reads load their first page and the mutation's answer (an msw override echoing the
 * change) comes back.
 */
async function browserRender(modules) {
  const { core, hooks, mocks, react, reactDomClient } = modules;
  const h = react.createElement;
  const echo = mocks.http.patch(`${API}/spaces/:space_id`, async ({ request, params }) =>
    mocks.HttpResponse.json({ space: mocks.buildSpace({ id: params.space_id, ...(await request.json()) }) }),
  );
  const client = core.createLenseClient({
    baseUrl: API,
    session: core.createSessionStore(),
    fetch: mocks.createMockFetch([echo]),
  });
  const container = document.createElement('div');
  document.body.append(container);
  let failure = null;
  const root = reactDomClient.createRoot(container, {
    onUncaughtError: (error) => {
      failure = error;
    },
  });
  root.render(
    h(hooks.LenseClientProvider, { client, swr: { provider: () => new Map() } }, h(Probe, { modules })),
  );
  const lines = () => [...container.querySelectorAll('p')].map((line) => line.textContent);
  const deadline = Date.now() + 10_000;
  while (
    !lines().some(
      (line) => line.startsWith('saved: ') && line !== 'saved: nothing' && line !== 'saved: saving',
    )
  ) {
    if (failure) throw failure;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const rendered = lines();
  root.unmount();
  return { entries: entryNames(modules), photos: mocks.fixtures.photos.length, lines: rendered };
}

/** Prints the result as JSON and exits (SWR and jsdom timers would keep the process alive). */
function report(run) {
  run.then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0)),
    (error) => {
      process.stderr.write(`${error?.stack ?? error}\n`, () => process.exit(1));
    },
  );
}

module.exports = { RENAMED, browserRender, installDom, report, serverRender };
