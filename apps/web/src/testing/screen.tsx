import type { Session } from '@lense/api-client';
import { LenseClientProvider } from '@lense/api-client/hooks';
import { LinkProvider, Toaster, toast } from '@lense/ui';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadCatalogues } from '../i18n/catalogues';
import { LocaleScope } from '../i18n/LocaleScope';
import type { DisplayLocale } from '../i18n/messageTypes';
import { UiLocale } from '../i18n/UiLocale';
import { RouterLink } from '../lib/routerLink';
import { createMemorySessionStore } from '../lib/session';
import { TimingProvider } from '../lib/timing';
import { createMockClient, type MockHandlers } from './mockClient';
import { ISOLATED_SWR } from './swr';

/** Per-story setup of a screen: its address, session and mocked API answers. */
export interface ScreenParameters {
  /** Address the memory router starts at. Default '/'. */
  route?: string;
  /** Session fields (e.g. `SIGNED_IN`); signed out by default. */
  session?: Partial<Session>;
  /**
   * msw handlers answering the client's requests before the populated mocks of every endpoint, e.g.
   * `[lenseMocks.spaces({ variant: 'empty' })]` from '@lense/api-client/mocks'.
   */
  handlers?: MockHandlers;
  /** The language the screen is shown in (`'sw'` for a Kiswahili variant). Default English. */
  locale?: DisplayLocale;
}

/** Gives a screen story a memory router, an in-memory session, the mock client and the toaster. */
export const withScreen: Decorator = (Story, context) => {
  const screen = (context.parameters.screen ?? {}) as ScreenParameters;
  return (
    <ScreenFrame screen={screen}>
      <Story />
    </ScreenFrame>
  );
};

/** Timed transitions are held for ten minutes so a snapshot never races a timer. */
const HELD = 10 * 60_000;
const HELD_TIMING = {
  buttonReenableMs: HELD,
  redirectAfterPasswordChangeMs: HELD,
  redirectAfterDeleteMs: HELD,
  copyStatusResetMs: HELD,
  uploadStatusResetMs: HELD,
  uploadCheckDelaysMs: [HELD],
  rejectUndoMs: HELD,
  // Read once: a story holds the order's state.
  orderPendingRefreshMs: 0,
};

function ScreenFrame({ screen, children }: { screen: ScreenParameters; children: React.ReactNode }) {
  const [store] = useState(() => createMemorySessionStore(screen.session));
  const [client] = useState(() => createMockClient(store, screen.handlers));
  return (
    <TimingProvider value={HELD_TIMING}>
      <LocaleScope locale={screen.locale ?? 'en'}>
        <UiLocale>
          <LenseClientProvider client={client} swr={ISOLATED_SWR}>
            <MemoryRouter initialEntries={[screen.route ?? '/']}>
              <LinkProvider component={RouterLink}>{children}</LinkProvider>
            </MemoryRouter>
            <Toaster duration={HELD} />
          </LenseClientProvider>
        </UiLocale>
      </LocaleScope>
    </TimingProvider>
  );
}

/** Shared story metadata of screens: full-page layout, the screen decorator, no toast left over. */
export const screenMeta: {
  decorators: Decorator[];
  loaders: ((context: { parameters: Parameters }) => Promise<void>)[];
  parameters: { layout: 'fullscreen' };
  beforeEach: () => void;
} = {
  decorators: [withScreen],
  // A screen in Kiswahili waits for its catalogue.
  loaders: [
    ({ parameters }) => loadCatalogues((parameters.screen as ScreenParameters | undefined)?.locale ?? 'en'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toast.dismiss();
  },
};

/**
 * A 1200px-wide viewport tall enough for a whole long page: the pixel snapshot only renders what lies
 * inside the viewport.
 */
export function pageViewport(height: number) {
  return {
    parameters: {
      viewport: {
        options: { page: { name: 'Whole page', styles: { width: '1200px', height: `${height}px` } } },
      },
    },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
}

/** The three layouts of the specification, at the widths the design system's stories use. */
const layoutViewports = {
  mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '900px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * Story annotations rendering a screen at one layout: mobile 375px, tablet 900px or desktop 1280px,
 * with the story's screen setup (`screen`), since a story's own `parameters` would replace these.
 */
export function atLayout(layout: keyof typeof layoutViewports, screen?: ScreenParameters) {
  return {
    parameters: { viewport: { options: layoutViewports }, ...(screen ? { screen } : {}) },
    globals: { viewport: { value: layout, isRotated: false } },
  };
}
