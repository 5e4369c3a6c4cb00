import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it("reads 'Error 404' and 'Page not found!'", () => {
    render(
      <ThemeProvider>
        <NotFound action={<a href="/home">Home</a>} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});
