import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Select } from './Select';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

describe('Select', () => {
  it('renders the placeholder and options and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <Select label="Space" options={options} placeholder="Choose a space" onChange={onChange} />
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Space' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a space',
      'Alpha',
      'Beta',
    ]);
    await userEvent.selectOptions(select, 'Beta');
    expect(select).toHaveValue('b');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks errors', () => {
    render(
      <ThemeProvider>
        <Select label="Space" options={options} error="Pick a space" />
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Space' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a space');
  });
});
