import { useSpaces } from '@lense/api-client/hooks';
import { lenseMocks } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { SIGNED_IN } from './fakes';
import { renderWithApp } from './renderApp';

function SpaceTitles() {
  const { items, error } = useSpaces();
  if (error) return <p>{error.message}</p>;
  return (
    <ul>
      {items.map((space) => (
        <li key={space.id}>{space.title}</li>
      ))}
    </ul>
  );
}

describe('the mock client of stories and tests', () => {
  it('answers the hooks with the populated mocks', async () => {
    renderWithApp(<SpaceTitles />, { session: SIGNED_IN });
    expect(await screen.findByText('Summer Festival')).toBeInTheDocument();
  });

  it('lets a test override an endpoint', async () => {
    renderWithApp(<SpaceTitles />, {
      session: SIGNED_IN,
      handlers: [lenseMocks.spaces({ variant: 'error', error: { status: 500, error: 'spaces are down' } })],
    });
    expect(await screen.findByText('spaces are down')).toBeInTheDocument();
  });
});
