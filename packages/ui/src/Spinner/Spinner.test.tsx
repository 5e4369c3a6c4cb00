import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('merges a given style with its colour', () => {
    render(<Spinner color="rgb(255, 0, 0)" style={{ marginTop: '7px' }} />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toHaveStyle({ color: 'rgb(255, 0, 0)', marginTop: '7px' });
  });

  it('lets a given style colour win over the colour prop', () => {
    render(<Spinner color="rgb(255, 0, 0)" style={{ color: 'rgb(0, 0, 255)' }} label="Saving" />);
    expect(screen.getByRole('status', { name: 'Saving' })).toHaveStyle({ color: 'rgb(0, 0, 255)' });
  });
});
