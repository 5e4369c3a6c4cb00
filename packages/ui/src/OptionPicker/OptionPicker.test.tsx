import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { nextEnabledIndex } from './nextIndex';
import { OptionPicker } from './OptionPicker';

const options = [
  { value: 'select', label: 'Select' },
  { value: 'upload', label: 'Upload' },
  { value: 'later', label: 'Later', disabled: true },
];

describe('OptionPicker', () => {
  it('is a labelled radiogroup with one tab stop', () => {
    render(
      <ThemeProvider>
        <OptionPicker label="Source" options={options} defaultValue="upload" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Source' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upload' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Upload' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Select' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and chooses with the arrow keys, skipping disabled options and wrapping', async () => {
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <OptionPicker label="Source" options={options} onValueChange={onValueChange} />
      </ThemeProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Upload' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('upload');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Select' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Upload' })).toBeChecked();
  });

  it('chooses on click when controlled only through the callback', async () => {
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <OptionPicker label="Source" options={options} value="select" onValueChange={onValueChange} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Upload' }));
    expect(onValueChange).toHaveBeenCalledWith('upload');
    expect(screen.getByRole('radio', { name: 'Select' })).toBeChecked();
  });

  it('computes the next enabled index', () => {
    expect(nextEnabledIndex('ArrowRight', 0, [false, true, false])).toBe(2);
    expect(nextEnabledIndex('ArrowLeft', 0, [false, false, false])).toBe(2);
    expect(nextEnabledIndex('End', 0, [false, false, true])).toBe(1);
    expect(nextEnabledIndex('Home', 2, [true, false, false])).toBe(1);
    expect(nextEnabledIndex('a', 0, [false])).toBeNull();
  });
});
