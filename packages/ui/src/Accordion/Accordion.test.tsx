import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Accordion, AccordionItem } from './Accordion';

const items = [
  { id: 'trial', header: 'How long is the free trial?', text: '30 days.' },
  { id: 'support', header: 'How do I reach support?', text: 'Chat, e-mail and phone.' },
];

const renderIn = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);
const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed', () => {
    renderIn(<Accordion items={items} />);
    expect(trigger('How long is the free trial?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('30 days.')).toBeNull();
  });

  it('keeps one item open at a time and closes it on a second click', async () => {
    const onValueChange = vi.fn();
    renderIn(<Accordion items={items} onValueChange={onValueChange} />);
    await userEvent.click(trigger('How long is the free trial?'));
    expect(screen.getByText('30 days.')).toBeVisible();
    await userEvent.click(trigger('How do I reach support?'));
    expect(screen.queryByText('30 days.')).toBeNull();
    expect(screen.getByText('Chat, e-mail and phone.')).toBeVisible();
    await userEvent.click(trigger('How do I reach support?'));
    expect(screen.queryByText('Chat, e-mail and phone.')).toBeNull();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['trial', 'support', '']);
  });

  it('opens with the keyboard', async () => {
    renderIn(<Accordion items={items} />);
    trigger('How do I reach support?').focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('How do I reach support?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('composes items as children', async () => {
    renderIn(
      <Accordion defaultValue="a">
        <AccordionItem value="a" header="Composed">
          Inside
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('region', { name: 'Composed' })).toHaveTextContent('Inside');
  });
});
