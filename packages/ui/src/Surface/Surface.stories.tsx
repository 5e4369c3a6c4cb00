import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Typography';
import { Surface } from './Surface';

const meta = {
  title: 'Design system/Layout/Surface',
  component: Surface,
  args: { border: true, padding: 5, children: 'A bordered card on the page' },
} satisfies Meta<typeof Surface>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card: a section given the surface (border, corner, shadow) and a stack (its column). */
export const Card: Story = {
  render: () => (
    <Stack gap={5} padding={5} maxWidth="480px">
      <Surface asChild border shadow="sm" padding={5}>
        <Stack asChild gap={3}>
          <section aria-labelledby="surface-card">
            <Heading level={2} size="lg" id="surface-card">
              Summer wedding
            </Heading>
            <Text tone="muted">124 photos · Naivasha</Text>
            <Inline justify="end">
              <Button size="small">Open</Button>
            </Inline>
          </section>
        </Stack>
      </Surface>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Summer wedding' });
    await expect(card).toHaveAttribute('data-ui', 'Surface');
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
    await expect(getComputedStyle(card).display).toBe('flex');
  },
};

/** Notes in each tone: the fill is the tone's subtle tint; the text takes its tone from Text. */
export const Tones: Story = {
  render: () => (
    <Stack gap={3} padding={5} maxWidth="480px">
      <Surface tone="sunken" paddingBlock={3} paddingInline={4}>
        <Text>Sunken: the page's own tint</Text>
      </Surface>
      {(['primary', 'info', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Surface asChild key={tone} tone={tone} paddingBlock={3} paddingInline={4}>
          <Text tone={tone}>A {tone} note</Text>
        </Surface>
      ))}
      <Surface border radius="lg" shadow="md" padding={4}>
        <Text>Raised, large corner, medium shadow</Text>
      </Surface>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const note = canvas.getByText('A danger note');
    await expect(note.tagName).toBe('P');
    await expect(note).toHaveAttribute('data-ui', 'Surface');
    await expect(getComputedStyle(note).borderTopWidth).toBe('0px');
  },
};
