import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme';
import { Switch } from './Switch';

/** A parent keeping the switch's state, as a settings page does. */
function GuestUploadsSetting() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch label="Guest uploads" checked={on} onCheckedChange={setOn} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, turned on by a click on the label (uncontrolled)', async () => {
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <Switch label="Allow downloads" onCheckedChange={onCheckedChange} />
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Allow downloads' });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Allow downloads'));
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('turns with the keyboard and starts from defaultChecked', async () => {
    render(
      <ThemeProvider>
        <Switch label="Watermark photos" defaultChecked />
      </ThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Watermark photos' });
    expect(control).toBeChecked();
    await userEvent.tab();
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('follows `checked` when controlled and only reports a turn', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Switch label="Public" checked={false} onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Public' });
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).not.toBeChecked();
    rerender(<Switch label="Public" checked onCheckedChange={onCheckedChange} />);
    expect(control).toBeChecked();
  });

  it('works with state the parent keeps', async () => {
    render(<GuestUploadsSetting />);
    await userEvent.click(screen.getByRole('switch', { name: 'Guest uploads' }));
    expect(screen.getByText('on')).toBeInTheDocument();
  });

  it('cannot be turned when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Sell photos" disabled onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Sell photos' });
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(control).not.toBeChecked();
  });

  it('links its hint and error through the field wiring', () => {
    render(<Switch label="Sell photos" hint="Buyers pay by M-Pesa." error="Add a till number first" />);
    const control = screen.getByRole('switch', { name: 'Sell photos' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Buyers pay by M-Pesa. Add a till number first');
  });
});
