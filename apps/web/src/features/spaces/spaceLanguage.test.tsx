import { buildSpace, HttpResponse, http } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { EditSpacePage } from './EditSpacePage';
import { NewSpacePage } from './NewSpacePage';
import { SPACE_ID, SpaceRoute, spaceHandler } from './testSupport';

const NOW = () => new Date(2026, 6, 1, 9, 0);
const LABEL = "Language of the event's pages";

const chosen = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .find((option) => option.selected)?.textContent;

describe("the language of an event's pages, chosen in the space form", () => {
  it("starts at each guest's own language and sends the organiser's choice with a new space", async () => {
    const created = vi.fn();
    const app = renderWithApp(<NewSpacePage now={NOW} />, {
      path: paths.spaceNew(),
      session: SIGNED_IN,
      handlers: [
        http.post('*/api/spaces', async ({ request }) => {
          created(await request.json());
          return HttpResponse.json({ space: buildSpace({ id: 'space-new' }) }, { status: 201 });
        }),
      ],
    });
    const language = screen.getByLabelText(LABEL);
    expect(chosen(language)).toBe("Each guest's own language");
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Each guest's own language", 'English', 'Kiswahili']);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Harusi ya Amina' } });
    fireEvent.change(language, { target: { value: 'sw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create space' }));
    await waitFor(() => expect(app.location()).toBe('/spaces/space-new/view'));
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Harusi ya Amina', language: 'sw' }),
    );
  });

  it('shows the saved language when the space is edited, and sends none when it is set back', async () => {
    const changes = vi.fn();
    renderWithApp(<SpaceRoute path={paths.space.edit.path} element={<EditSpacePage />} />, {
      path: `/spaces/${SPACE_ID}/edit`,
      session: SIGNED_IN,
      handlers: [
        spaceHandler({ language: 'sw' }),
        http.patch('*/api/spaces/:spaceId', async ({ request }) => {
          changes(await request.json());
          return HttpResponse.json({ space: buildSpace({ language: null }) });
        }),
      ],
    });
    const language = await screen.findByLabelText(LABEL);
    expect(language).toHaveValue('sw');
    expect(chosen(language)).toBe('Kiswahili');
    fireEvent.change(language, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(changes).toHaveBeenCalledWith(expect.objectContaining({ language: null }));
  });

  it('comes from the catalogues', async () => {
    renderWithApp(<NewSpacePage now={NOW} />, {
      path: paths.spaceNew(),
      session: SIGNED_IN,
      locale: 'pseudo',
    });
    const language = screen.getByRole('combobox', { name: /./ });
    // The field's label, hint and every option are marked as the catalogue's.
    expect(untranslatedTexts(language.closest('[data-ui="Select"]')!, [])).toEqual([]);
    expect(within(language).getAllByRole('option')).toHaveLength(3);
  });

  it('speaks Kiswahili', async () => {
    await loadCatalogues('sw');
    renderWithApp(<NewSpacePage now={NOW} />, { path: paths.spaceNew(), session: SIGNED_IN, locale: 'sw' });
    const language = screen.getByLabelText('Lugha ya kurasa za tukio');
    expect(chosen(language)).toBe('Lugha ya kila mgeni');
    expect(
      screen.getByText(
        'Ukurasa wa wageni, bango na onyesho la picha vitatumia lugha hii. Wageni bado wanaweza kuchagua lugha yao.',
      ),
    ).toBeInTheDocument();
  });
});
