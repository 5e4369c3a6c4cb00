import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { QRCode } from './QRCode';
import { qrPath } from './qrPath';

describe('qrPath', () => {
  it('encodes a link as a version-appropriate symbol with dark modules', () => {
    const short = qrPath('https://lense.example/spaces/1/view');
    expect(short.size).toBeGreaterThanOrEqual(21);
    expect((short.size - 17) % 4).toBe(0);
    expect(short.d).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });

  it('gives different codes for different values and a larger symbol at level H', () => {
    expect(qrPath('a').d).not.toBe(qrPath('b').d);
    const long = 'https://lense.example/spaces/0123456789/view?ref=qr';
    expect(qrPath(long, 'H').size).toBeGreaterThan(qrPath(long, 'L').size);
  });
});

describe('QRCode', () => {
  it('renders a labelled SVG image and caption', () => {
    render(
      <ThemeProvider>
        <QRCode value="https://lense.example/spaces/1/view" size={128} caption="Scan to open" />
      </ThemeProvider>,
    );
    const image = screen.getByRole('img', { name: 'QR code for https://lense.example/spaces/1/view' });
    expect(image).toHaveAttribute('width', '128');
    expect(image.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(screen.getByText('Scan to open')).toBeInTheDocument();
  });
});
