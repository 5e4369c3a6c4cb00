import { Dialog, DialogContent } from '@lense/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';
import { Shell } from './Shell';

// Screens in the shell (each its own component, as the app's lazy screens are): one linking to the others,
// one opening a dialog, one focusing its own field.
function PageA() {
  return (
    <main>
      <h1>Page A</h1>
      <Link to="/b">To B</Link>
      <Link to="/c">To C</Link>
      <Link to="/d">To D</Link>
    </main>
  );
}

function PageB() {
  return (
    <main>
      <h1>Page B</h1>
      <Link to="/a">To A</Link>
    </main>
  );
}

function PageC() {
  return (
    <main>
      <h1>Page C</h1>
      {/* Not modal: nothing traps the focus, the route change itself must leave it there. */}
      <Dialog open modal={false}>
        <DialogContent title="Still deciding">
          <button type="button">Keep</button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

function PageD() {
  return (
    <main>
      <h1>Page D</h1>
      {/* biome-ignore lint/a11y/noAutofocus: a screen that puts the focus in its own field */}
      <input aria-label="Name" autoFocus />
    </main>
  );
}

function renderScreens(path = '/a') {
  return renderWithApp(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/a" element={<PageA />} />
        <Route path="/b" element={<PageB />} />
        <Route path="/c" element={<PageC />} />
        <Route path="/d" element={<PageD />} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('skip link', () => {
  it('is the first stop of the keyboard and jumps over the menu to the screen', async () => {
    renderScreens();
    await screen.findByRole('heading', { name: 'Page A' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    const main = document.getElementById('main-content');
    expect(main).toHaveFocus();
    // The target holds the screen, not the menu: the next Tab lands on the screen's first link.
    expect(within(main!).getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(within(main!).queryByRole('navigation')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'To B' })).toHaveFocus();
  });

  it('is in the app’s shell, before the main menu', async () => {
    renderWithApp(<AppRoutes />, { path: '/faq' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.getElementById('main-content')).toContainElement(heading);
  });
});

describe('focus after a route change', () => {
  it('moves to the new screen’s main heading', async () => {
    const app = renderScreens();
    await userEvent.click(await screen.findByRole('link', { name: 'To B' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page B' })).toHaveFocus());
    expect(app.location()).toBe('/b');
    // Back by keyboard: the focus follows again.
    screen.getByRole('link', { name: 'To A' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page A' })).toHaveFocus());
  });

  it('moves from the main menu to the screen it opens, once its code has loaded', async () => {
    renderWithApp(<AppRoutes />, { path: '/faq', session: SIGNED_IN });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Discover' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Discover' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus alone on the first load, redirects included', async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/spaces' });
    // Signed out: /spaces sends the visitor to /login.
    await screen.findByRole('heading', { level: 1 });
    expect(app.location()).toBe('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
  });

  it('does not take the focus from a dialog the new screen opens', async () => {
    renderScreens();
    await userEvent.click(await screen.findByRole('link', { name: 'To C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Still deciding' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Page C', hidden: true })).not.toHaveFocus();
  });

  it('leaves a field the new screen focused itself', async () => {
    renderScreens();
    await userEvent.click(await screen.findByRole('link', { name: 'To D' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveFocus();
  });
});
