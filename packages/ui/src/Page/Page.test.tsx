import { render, screen } from '@testing-library/react';
import { ListRow, RowList } from './ListRow';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page heading, its lead and its actions', () => {
    render(
      <PageHeader title="Sites" lead="Your published sites." actions={<button type="button">New</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    expect(screen.getByText('Your published sites.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'New' }).closest('[data-part="actions"]')).not.toBeNull();
  });

  it('leaves out the lead and actions it is not given', () => {
    const { container } = render(<PageHeader title="FAQ" titleId="faq-title" />);
    expect(screen.getByRole('heading', { name: 'FAQ' })).toHaveAttribute('id', 'faq-title');
    expect(container.querySelector('[data-part="actions"]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('names its actions as a navigation landmark when asked', () => {
    render(<PageHeader title="Wedding" actions={<a href="/qr">QR code</a>} actionsLabel="Space" />);
    expect(screen.getByRole('navigation', { name: 'Space' })).toContainElement(screen.getByRole('link'));
  });
});

describe('ListRow', () => {
  it('marks only the current row', () => {
    render(
      <RowList>
        <ListRow current>One</ListRow>
        <ListRow>Two</ListRow>
      </RowList>,
    );
    const [one, two] = screen.getAllByRole('listitem');
    expect(one).toHaveAttribute('aria-current', 'true');
    expect(two).not.toHaveAttribute('aria-current');
  });
});
