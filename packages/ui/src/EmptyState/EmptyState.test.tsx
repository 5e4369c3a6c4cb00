import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing yet by default', () => {
    render(
      <ThemeProvider>
        <EmptyState />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Nothing to see here yet' })).toBeInTheDocument();
  });

  it('shows a custom title, description and action', () => {
    render(
      <ThemeProvider>
        <EmptyState
          title="No photos"
          description="Upload some."
          action={<button type="button">Upload</button>}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'No photos' })).toHaveTextContent('Upload some.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
