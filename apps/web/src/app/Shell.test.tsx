import { lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { toast } from '@lense/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/contact';
import { loadCatalogues } from '../i18n/catalogues';
import { ClockProvider } from '../lib/clock';
import { page } from '../lib/page';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { holdRequests, type RecordedRequest, recordRequests } from '../testing/requests';
import { AppRoutes } from './routes';
import { Shell } from './Shell';

async function openProfileMenu() {
  const trigger = await screen.findByRole('button', { name: 'Profile menu' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('sign-out', () => {
  it('shows who is signed in, then signs out: DELETE /logout, session cleared, /login', async () => {
    const { handler, requests } = recordRequests();
    const hold = holdRequests('delete', '/logout');
    const app = renderWithApp(<AppRoutes />, {
      path: '/faq',
      session: SIGNED_IN,
      handlers: [handler, hold.handler],
    });
    const menu = await openProfileMenu();
    expect(menu).toHaveTextContent('basic plan');
    expect(menu).toHaveTextContent('Amani Otieno');
    expect(menu).toHaveTextContent('amani@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Upgrade plan',
      'Settings',
      'Help',
      'Sign out',
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('menuitem', { name: 'Signing you out...' })).toBeInTheDocument();
    expect(logouts(requests)).toBe(1);
    expect(app.session.getSnapshot().token).not.toBeNull();

    await act(async () => hold.release());
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().user).toBeNull();
    expect(app.session.getSnapshot().token).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('clears the session and goes to /login even when the call fails', async () => {
    const app = renderWithApp(<AppRoutes />, {
      path: '/faq',
      session: SIGNED_IN,
      handlers: [lenseMocks.logout({ variant: 'error' })],
    });
    await openProfileMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().token).toBeNull();
  });

  it('signs out from the mobile menu Logout button', async () => {
    const { handler, requests } = recordRequests();
    const app = renderWithApp(<AppRoutes />, { path: '/faq', session: SIGNED_IN, handlers: [handler] });
    // jsdom applies the desktop rules that hide the hamburger, so the controls are found by label and text.
    await userEvent.click(await screen.findByLabelText('Open menu'));
    await userEvent.click(screen.getByText('Logout'));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(logouts(requests)).toBe(1);
    expect(app.session.getSnapshot().token).toBeNull();
  });
});

const logouts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'DELETE' && request.path === '/logout').length;

const subscriptions = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/email_list_subscriptions').map((request) => request.body);

const emailLists = (lists: { id: string; name: string }[]) =>
  mockEndpoint('get', '/email_lists', { populated: { email_lists: lists } });

describe('newsletter', () => {
  async function subscribe(email: string) {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  }

  it("subscribes to the list named 'newsletter', whatever its case", async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<AppRoutes />, {
      path: '/faq',
      handlers: [
        handler,
        emailLists([
          { id: 'list-a', name: 'Announcements' },
          { id: 'list-n', name: 'NewsLetter' },
          { id: 'list-z', name: 'newsletters' },
        ]),
      ],
    });
    await subscribe('jo@example.com');
    expect(
      await screen.findByText('Your email has been added to our monthly newsletter'),
    ).toBeInTheDocument();
    expect(subscriptions(requests)).toEqual([{ email_list_id: 'list-n', email: 'jo@example.com' }]);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('reports a failure when no list is named newsletter', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<AppRoutes />, {
      path: '/faq',
      handlers: [handler, emailLists([{ id: 'list-a', name: 'Announcements' }])],
    });
    await subscribe('jo@example.com');
    expect(await screen.findByText('Subscription failed, please try again later')).toBeInTheDocument();
    expect(subscriptions(requests)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('jo@example.com');
  });

  it('reports a failed subscription call', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/faq',
      handlers: [
        lenseMocks.subscribeNewsletter({ variant: 'error', error: { status: 429, error: 'slow down' } }),
      ],
    });
    await subscribe('jo@example.com');
    expect(await screen.findByText('Subscription failed, please try again later')).toBeInTheDocument();
  });

  it('tells a Kiswahili reader in Kiswahili whether the subscription worked', async () => {
    await loadCatalogues('sw');
    const { unmount } = renderWithApp(<AppRoutes />, {
      path: '/faq',
      locale: 'sw',
      handlers: [emailLists([{ id: 'list-n', name: 'newsletter' }])],
    });
    const join = async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: 'Barua pepe' }), 'jo@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Jiunge' }));
    };
    await join();
    expect(
      await screen.findByText('Barua pepe yako imeongezwa kwenye jarida letu la kila mwezi'),
    ).toBeInTheDocument();
    unmount();
    renderWithApp(<AppRoutes />, {
      path: '/faq',
      locale: 'sw',
      handlers: [lenseMocks.subscribeNewsletter({ variant: 'error', error: { status: 500, error: 'boom' } })],
    });
    await join();
    expect(await screen.findByText('Usajili haukufaulu, tafadhali jaribu tena baadaye')).toBeInTheDocument();
  });

  it('does not call the API for an invalid address', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<AppRoutes />, { path: '/faq', handlers: [handler] });
    await subscribe('not-an-email');
    expect(await screen.findByText('Please use a valid email')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/email_lists')).toEqual([]);
  });
});

function Broken(): never {
  throw new Error('render failure');
}

describe('rendering-error fallback', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toast.dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  const brokenRoutes = (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="*" element={<Broken />} />
      </Route>
    </Routes>
  );

  it("reads 'Oops! Something went wrong' inside the shell; Home goes to /home, then reloads", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const app = renderWithApp(brokenRoutes, { path: '/spaces/broken' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(app.location()).toBe('/home');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reload reloads the page and stays on the same address', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const app = renderWithApp(brokenRoutes, { path: '/spaces/broken' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(app.location()).toBe('/spaces/broken');
  });
});

describe('footer', () => {
  const shortPage = (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/home" element={<p>Home page</p>} />
      </Route>
    </Routes>
  );

  it('shows the contact block: support e-mail, phone number and social links', async () => {
    renderWithApp(shortPage, { path: '/home' });
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(contact.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+254700000000');
    expect(
      within(contact.getByRole('list', { name: 'Social media' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SOCIAL_LINKS.map((link) => link.href));
  });

  it("writes the clock's year in the copyright line", async () => {
    renderWithApp(<ClockProvider value={() => new Date('2031-01-01T00:00:00Z')}>{shortPage}</ClockProvider>, {
      path: '/home',
    });
    expect(await screen.findByText('© 2031 Lense. All rights reserved.')).toBeInTheDocument();
  });

  it('reads the year from the system clock by default', async () => {
    // Only Date is faked: the requests and timers of the screen run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2029-07-15T12:00:00Z'));
      renderWithApp(shortPage, { path: '/home' });
      expect(await screen.findByText('© 2029 Lense. All rights reserved.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
