import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Footer, type FooterProps } from './Footer';

const renderFooter = (props: Partial<FooterProps> = {}) => {
  const onSubscribe = vi.fn();
  render(
    <ThemeProvider>
      <Footer
        onSubscribe={onSubscribe}
        supportEmail="support@lense.example"
        phone="+254 700 000 000"
        socials={[{ name: 'Instagram', href: 'https://instagram.com/lense' }]}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onSubscribe };
};

describe('Footer', () => {
  it('shows an error for a bad address and clears it on edit', async () => {
    const { onSubscribe } = renderFooter();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'amina@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please use a valid email')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please use a valid email');
    expect(onSubscribe).not.toHaveBeenCalled();
    await userEvent.type(field, 'x');
    expect(screen.queryByText('Please use a valid email')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('subscribes a valid address and clears the field once done', async () => {
    const onSubscribe = vi.fn(() => Promise.resolve());
    renderFooter({ onSubscribe });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'amina@lense.example{Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('amina@lense.example');
    expect(field).toHaveValue('');
  });

  it('lists the quick links and the contact block', () => {
    renderFooter();
    const links = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(links.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/faq',
      '/terms-of-service',
      '/privacy-policy',
      '/cookie-policy',
    ]);
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'support@lense.example' })).toHaveAttribute(
      'href',
      'mailto:support@lense.example',
    );
    expect(contact.getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
  });
});
