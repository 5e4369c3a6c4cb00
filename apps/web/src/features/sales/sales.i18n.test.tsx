import { lenseMocks } from '@lense/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { SalesPage } from './SalesPage';

const SPACE = '00000000-0000-4000-8000-000000000101';

function renderSales(handlers: MockHandlers = [], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.sales.path} element={<SalesPage />} />
    </Routes>,
    { path: paths.space.sales(SPACE), session: SIGNED_IN, handlers, locale },
  );
}

/**
 * The data of the table's cells (amounts, receipts, phones, dates, written by the design system) and the
 * totals' amounts; the totals' words and counts are not data.
 */
const dataOfTable = () => [
  ...[...document.querySelectorAll('td, time')]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((text) => !text.includes('⟦')),
  ...[...document.querySelectorAll('dd')]
    .map((figure) => figure.textContent?.trim() ?? '')
    .filter((text) => /^Ksh [\d,.]+$/.test(text)),
];

describe('the sales page comes from the catalogues', () => {
  it('with sales, their totals and the M-Pesa notice', async () => {
    renderSales([lenseMocks.mpesaAccount({ variant: 'empty' })]);
    await screen.findByRole('table');
    await screen.findByRole('link', { name: /Šéttîñgš/ });
    const title = screen.getByRole('heading', { level: 1 }).nextSibling?.textContent ?? '';
    expect(untranslatedTexts(document.body, [title, ...dataOfTable()])).toEqual([]);
    // The totals' words and counts come from the catalogue, the amounts are written by `Intl`.
    expect(document.querySelector('dl')?.textContent).toMatch(/⟦Pàîd⟧Ksh [\d,]+⟦/);
  });

  it('while it loads, when it does not load, and for a visitor who is not its owner', async () => {
    const loading = renderSales([lenseMocks.spaceSales({ variant: 'slow' })]);
    await screen.findByRole('status');
    const title = () => screen.getByRole('heading', { level: 1 }).nextSibling?.textContent ?? '';
    await waitFor(() => expect(title()).not.toBe(''));
    const data = [title()];
    expect(untranslatedTexts(document.body, data)).toEqual([]);
    loading.unmount();
    const failed = renderSales([lenseMocks.spaceSales({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    // '!' is the error view's icon, a glyph in every language; the support address is data.
    expect(untranslatedTexts(document.body, [...data, '!'])).toEqual([]);
    failed.unmount();
    renderSales([lenseMocks.spaceSales({ variant: 'error', error: { status: 403, error: 'Forbidden' } })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslatedTexts(document.body, [...data, '!'])).toEqual([]);
  });
});

describe('the sales page in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names the page, its totals and the M-Pesa notice in Kiswahili', async () => {
    renderSales([lenseMocks.mpesaAccount({ variant: 'empty' })], 'sw');
    expect(await screen.findByRole('heading', { name: 'Mauzo', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Unganisha M-Pesa katika Mipangilio' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByText('Yamelipwa')).toBeInTheDocument();
    expect(document.querySelector('dl')?.textContent).toMatch(/(agizo 1|maagizo \d+) na picha \d+/);
  });
});
