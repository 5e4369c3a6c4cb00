import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { commands } from 'vitest/browser';
import * as main from '../index';
import * as masonry from '../masonry';
import * as photoViewer from '../photo-viewer';
import * as qr from '../qr';
import { hydrationCases } from './hydration/cases';
import type { ServerMarkup } from './hydration/serverMarkup';

declare module 'vitest/browser' {
  interface BrowserCommands {
    renderOnServer: (caseName: string) => Promise<ServerMarkup>;
  }
}

// React's act() warns (a console error, which fails a case) unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }).IS_REACT_ACT_ENVIRONMENT = true;

/** The package's entries as `exports` lists them. */
const entries = { '.': main, './masonry': masonry, './photo-viewer': photoViewer, './qr': qr };

/** A component: a capitalised export that React can render (a function, a class, forwardRef or memo). */
const isComponent = (name: string, value: unknown) =>
  /^[A-Z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

const exportedComponents = [
  ...new Set(
    Object.values(entries).flatMap((entry) =>
      Object.entries(entry)
        .filter(([name, value]) => isComponent(name, value))
        .map(([name]) => name),
    ),
  ),
].sort();

/** Class names styled-components makes up from a counter: they differ between two module graphs. */
const countedClassNames = (root: Element) =>
  [root, ...root.querySelectorAll('[class]')].flatMap((element) =>
    [...element.classList].filter((name) => name.startsWith('sc-')),
  );

describe('hydration of every exported component', () => {
  it('has a case for every exported component and none for anything else', () => {
    expect(Object.keys(hydrationCases).sort()).toEqual(exportedComponents);
  });

  it.each(exportedComponents)('hydrates %s without a mismatch or a warning', async (name) => {
    const { html, styleTags } = await commands.renderOnServer(name);
    const render = hydrationCases[name];
    expect(render, `no hydration case for ${name}`).toBeDefined();
    if (!render) return;

    const styles = document.createElement('div');
    styles.innerHTML = styleTags;
    document.head.append(...styles.childNodes);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(countedClassNames(container)).toEqual([]);

    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, render(), {
          onRecoverableError: (cause) => recoverable.push(cause),
        });
      });
      expect(recoverable).toEqual([]);
      expect(error.mock.calls).toEqual([]);
      expect(warn.mock.calls).toEqual([]);
    } finally {
      await act(async () => root?.unmount());
      container.remove();
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
