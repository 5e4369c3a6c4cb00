import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { PanelLayout } from './PanelLayout';

describe('PanelLayout', () => {
  it('renders options before content', () => {
    render(
      <ThemeProvider>
        <PanelLayout options={<nav aria-label="Options">Options</nav>}>
          <main>Content</main>
        </PanelLayout>
      </ThemeProvider>,
    );
    const options = screen.getByRole('navigation', { name: 'Options' });
    const content = screen.getByRole('main');
    expect(options.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(options.closest('[data-ui="PanelLayout"]')).toBe(content.closest('[data-ui="PanelLayout"]'));
  });
});
