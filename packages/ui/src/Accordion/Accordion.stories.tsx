import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import {
  Accordion,
  AccordionContent,
  type AccordionEntry,
  AccordionItem,
  AccordionTrigger,
} from './Accordion';

const faq: AccordionEntry[] = [
  {
    id: 1,
    header: 'How long is the free trial?',
    text: 'Every new account starts with a free trial of 30 days.',
  },
  {
    id: 2,
    header: 'Can my guests upload photos?',
    text: 'Yes. Invite participants to a space and their photos and videos land in the same album.',
  },
  {
    id: 3,
    header: 'How do I reach support?',
    text: 'Support is available 24/7 via chat, e-mail and phone.',
  },
];

const meta = {
  title: 'Design system/Disclosure/Accordion',
  component: Accordion,
  // Composing parts instead of `items`: their props show in the docs' table, one tab each.
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  args: { items: faq, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const OneOpen: Story = {
  args: { defaultValue: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Can my guests upload photos?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region')).toHaveTextContent(/Invite participants/);
  },
};

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'How long is the free trial?' });
    const second = canvas.getByRole('button', { name: 'How do I reach support?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Right to left: questions from the right, chevrons at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { defaultValue: '2' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Can my guests upload photos?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const chevron = trigger.querySelector('[aria-hidden]') as Element;
    await expect(centreX(chevron)).toBeLessThan(centreX(trigger));
  },
};
