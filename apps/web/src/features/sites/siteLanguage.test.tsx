import { buildSite, HttpResponse, http } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { sitesHandler, storyReads } from './fixtures';
import { SiteSettingsPage } from './SiteSettingsPage';

const SITE = buildSite({ language: 'sw' });
const LABEL = 'Language of the site';

/** The details panel of the site's settings, recording the bodies of its PATCHes. */
function renderDetails({ locale, failing = false }: { locale?: DisplayLocale; failing?: boolean } = {}) {
  const sent: unknown[] = [];
  renderWithApp(
    <Routes>
      <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
    </Routes>,
    {
      path: paths.siteSettings(SITE.id, 'details'),
      session: SIGNED_IN,
      // The button is ready again at once after an answer, for a second save.
      timing: { buttonReenableMs: 0 },
      ...(locale ? { locale } : {}),
      handlers: [
        http.patch('*/api/sites/:id', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          if (failing) return HttpResponse.json({ error: 'internal server error' }, { status: 500 });
          return HttpResponse.json({ site: { ...SITE, ...body } });
        }),
        sitesHandler([SITE]),
        ...storyReads(),
      ],
    },
  );
  return sent;
}

describe("the language of a site, in its settings' details", () => {
  it('shows the saved language and saves a new choice with the details', async () => {
    const sent = renderDetails();
    const language = await screen.findByLabelText(LABEL);
    expect(language).toHaveValue('sw');
    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ada & Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Ada & Co', language: 'en' }]);
  });

  it("sets it back to each visitor's own, and sends nothing for it when it did not change", async () => {
    const sent = renderDetails();
    const language = await screen.findByLabelText(LABEL);
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(language, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent).toEqual([{ language: null }]));
  });

  it('keeps the choice when the details could not be saved', async () => {
    renderDetails({ failing: true });
    const language = await screen.findByLabelText(LABEL);
    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    expect(language).toHaveValue('en');
  });

  it('comes from the catalogues', async () => {
    renderDetails({ locale: 'pseudo' });
    await screen.findByRole('tab', { selected: true });
    const language = await waitFor(
      () => document.querySelector<HTMLSelectElement>('select[name="language"]')!,
    );
    expect(untranslatedTexts(language.closest('[data-ui="Select"]')!, [])).toEqual([]);
  });

  it('speaks Kiswahili', async () => {
    await loadCatalogues('sw');
    renderDetails({ locale: 'sw' });
    const language = await screen.findByLabelText('Lugha ya tovuti');
    expect(language).toHaveDisplayValue('Kiswahili');
    fireEvent.change(language, { target: { value: '' } });
    expect(language).toHaveDisplayValue('Lugha ya kila mgeni');
  });
});
