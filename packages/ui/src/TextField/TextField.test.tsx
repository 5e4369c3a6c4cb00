import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and typeable', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <TextField label="First name" onChange={onChange} />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Amina');
    expect(input).toHaveValue('Amina');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links hint and error through aria-describedby and marks it invalid', () => {
    render(
      <ThemeProvider>
        <TextField label="Email" hint="We never share it." error="Please use a valid email" />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please use a valid email');
  });
});
