// The core and the hooks through require() (their .d.cts declarations).
import core = require('@lense/api-client');
import hooks = require('@lense/api-client/hooks');
import react = require('react');

const client: core.LenseClient = core.createLenseClient({
  baseUrl: '/api',
  session: core.createSessionStore(),
});

function SpaceTitle(props: { spaceId: string }): react.ReactElement {
  const space = hooks.useSpace(props.spaceId);
  const failure: core.ApiError | undefined = space.error;
  const feed = hooks.usePhotoFeed();
  const update = hooks.useUpdateSpace(props.spaceId);
  // @ts-expect-error a space's changes are an object
  void update.trigger(42);
  return react.createElement('h1', null, space.data?.space.title ?? failure?.error ?? feed.items.length);
}

module.exports = react.createElement(
  hooks.LenseClientProvider,
  { client },
  react.createElement(SpaceTitle, { spaceId: '1' }),
);
