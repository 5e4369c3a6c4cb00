import { fixtures, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderApp';
import { FaqAccordion } from './FaqAccordion';

const landing = fixtures.faqs.filter((entry) => entry.show_on_lading_page);
const elsewhere = fixtures.faqs.filter((entry) => !entry.show_on_lading_page);

describe('FaqAccordion', () => {
  it('shows every entry the API serves, in its order', async () => {
    renderWithApp(<FaqAccordion />);
    await screen.findByRole('button', { name: fixtures.faqs[0]!.header });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(
      fixtures.faqs.map((entry) => entry.header),
    );
  });

  it("keeps the landing page's entries only when asked", async () => {
    renderWithApp(<FaqAccordion landingOnly />);
    expect(await screen.findByRole('button', { name: landing[0]!.header })).toBeInTheDocument();
    expect(landing.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const entry of elsewhere) expect(screen.queryByRole('button', { name: entry.header })).toBeNull();
  });

  it('shows a spinner while the FAQ loads', () => {
    renderWithApp(<FaqAccordion />, { handlers: [lenseMocks.faqs({ variant: 'slow' })] });
    expect(screen.getByRole('status', { name: 'Loading questions' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch data' when the FAQ cannot be loaded, and Reload asks again", async () => {
    const failing = lenseMocks.faqs({ variant: 'error' });
    const app = renderWithApp(<FaqAccordion />, { handlers: [failing] });
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    const calls = vi.spyOn(app.client.faqs, 'list');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(calls).toHaveBeenCalled());
  });
});
