import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('accepts multi-line text', async () => {
    render(
      <ThemeProvider>
        <Textarea label="Description" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'Line one{Enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
  });

  it('describes itself with hint and error', () => {
    render(
      <ThemeProvider>
        <Textarea label="Comment" hint="Optional." error="Comment is too long" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Optional. Comment is too long');
  });
});
