import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('takes a label with links and toggles from its label text', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <Checkbox
          onChange={onChange}
          label={
            <>
              I agree to the <a href="/terms-of-service">terms of service</a> and{' '}
              <a href="/privacy-policy">privacy policy</a>
            </>
          }
        />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms of service and privacy policy' });
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByText(/I agree to the/));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links its error', () => {
    render(
      <ThemeProvider>
        <Checkbox label="Accept" error="Required" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required');
  });
});
