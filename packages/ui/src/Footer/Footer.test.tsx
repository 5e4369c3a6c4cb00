import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, createRef } from 'react';
import { ThemeProvider } from '../theme';
import { Footer } from './Footer';

const renderFooter = (props: Partial<ComponentProps<typeof Footer>> = {}) => {
  const onSubscribe = vi.fn();
  const view = render(
    <ThemeProvider>
      <Footer
        onSubscribe={onSubscribe}
        supportEmail="support@lense.example"
        phone="+254 700 000 000"
        socials={[
          { name: 'Instagram', href: 'https://instagram.com/lense' },
          { name: 'LinkedIn', href: 'https://linkedin.com/company/lense' },
        ]}
        year={2031}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onSubscribe, ...view };
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

  it('checks the address with the rule it is given', async () => {
    const validateEmail = vi.fn((email: string) => email.endsWith('@lense.example'));
    const { onSubscribe } = renderFooter({ validateEmail });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'amina@mail.example{Enter}');
    expect(validateEmail).toHaveBeenCalledWith('amina@mail.example');
    expect(screen.getByText('Please use a valid email')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'amina@lense.example{Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('amina@lense.example');
  });

  it('lists the quick links and the contact block: e-mail, phone and social links', () => {
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
    const socials = within(contact.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(socials.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Instagram', 'https://instagram.com/lense'],
      ['LinkedIn', 'https://linkedin.com/company/lense'],
    ]);
    for (const social of socials) {
      expect(social).toHaveAttribute('target', '_blank');
      expect(social).toHaveAttribute('rel', 'noreferrer');
    }
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
  });

  it('leaves out the phone and the social list when none is given', () => {
    renderFooter({ phone: undefined, socials: [] });
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getAllByRole('link')).toHaveLength(1);
    expect(contact.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('writes the copyright line for the year it is given', () => {
    renderFooter();
    expect(screen.getByText('© 2031 Lense. All rights reserved.')).toBeInTheDocument();
  });

  it('takes its headings, the social list name and the copyright line as props', () => {
    renderFooter({
      newsletterHeading: 'Wasiliana nasi',
      quickLinksHeading: 'Viungo vya haraka',
      contactHeading: 'Mawasiliano',
      socialsLabel: 'Mitandao ya kijamii',
      copyright: (year) => `© ${year} Lense. Haki zote zimehifadhiwa.`,
    });
    expect(screen.getByRole('heading', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Viungo vya haraka' })).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Mawasiliano' }));
    expect(contact.getByRole('list', { name: 'Mitandao ya kijamii' })).toBeInTheDocument();
    expect(screen.getByText('© 2031 Lense. Haki zote zimehifadhiwa.')).toBeInTheDocument();
  });

  it('passes other attributes and the ref to its root footer', () => {
    const ref = createRef<HTMLElement>();
    renderFooter({ ref, id: 'site-footer', dir: 'rtl', 'aria-label': 'Site', className: 'extra' });
    const footer = screen.getByRole('contentinfo', { name: 'Site' });
    expect(ref.current).toBe(footer);
    expect(footer).toHaveAttribute('id', 'site-footer');
    expect(footer).toHaveAttribute('dir', 'rtl');
    expect(footer).toHaveAttribute('data-ui', 'Footer');
    expect(footer).toHaveClass('extra');
  });
});
