import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import type { ExampleVisit } from './visitExample';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visitExample: (url: string) => Promise<ExampleVisit>;
  }
}

const example = inject('viteSsrExample');

/** Class names styled-components makes up from a counter: they differ between two module graphs. */
const countedClassNames = (html: string) =>
  [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) =>
    (names ?? '').split(' ').filter((name) => name.startsWith('sc-')),
  );

// The example (examples/vite-ssr) as an outside team runs it: installed from the packed tarball, built by
// Vite for the browser and for Node, rendered by its own server and hydrated in Chromium.
describe('the Vite SSR example', () => {
  it('type-checks against the packed declarations', () => {
    expect(example.typecheck).toBe('');
  });

  describe.each([
    ['production', example.production],
    ["React's development", example.development],
  ])('its %s build', (_build, url) => {
    let visit: ExampleVisit;
    beforeAll(async () => {
      visit = await commands.visitExample(url);
    });

    it('serves the page rendered, with its styles and fixed class names', () => {
      expect(visit.serverHtml).toContain('<style data-styled="true"');
      expect(visit.serverHtml).toContain('data-ui="NavBar"');
      expect(visit.serverHtml).toContain('Amani and Baraka&#x27;s wedding');
      expect(visit.serverHtml).toContain('USh 15,000');
      expect(countedClassNames(visit.serverHtml)).toEqual([]);
    });

    it('hydrates without a mismatch, a recoverable error or a console warning', () => {
      expect(visit.problems).toEqual([]);
    });

    it("keeps the server's content: the locale's currency, a month-spanning date range, every tile", () => {
      expect(visit.hydrated.navBar).toContain('Discover');
      expect(visit.hydrated.spaceCard).toContain('28 Nov – 2 Dec 2026');
      expect(visit.hydrated.spaceCard).toContain('Diani Beach');
      expect(visit.hydrated.prices).toEqual(
        expect.arrayContaining(['USh 15,000', 'USh 25,000', 'Free', 'USh 10,000']),
      );
      expect(visit.hydrated.photos).toContain('The first dance at sunset');
      expect(visit.hydrated.button).toEqual({ text: 'Show free photos only', pressed: 'false' });
      expect(visit.hydrated.toasts).toEqual([]);
    });

    it('answers a click once hydrated: the grid keeps the free photos and a toast says so', () => {
      expect(visit.clicked.button).toEqual({ text: 'Show all photos', pressed: 'true' });
      expect(visit.clicked.prices.length).toBeGreaterThan(0);
      expect(visit.clicked.prices.every((price) => price === 'Free')).toBe(true);
      expect(visit.clicked.photos).not.toContain('The first dance at sunset');
      expect(visit.clicked.photos).toContain('Baraka and his brothers');
      expect(visit.clicked.toasts).toEqual(['Showing the free photos']);
    });
  });
});
