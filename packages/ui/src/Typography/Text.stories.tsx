import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Text } from './Text';

const meta = {
  title: 'Design system/Layout/Text',
  component: Text,
  args: { children: 'Every photo from your event, in one place your guests can reach.' },
  decorators: [
    (Story) => (
      <Stack gap={3} padding={4} maxWidth="560px">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph with the page's size and colour, and no margin. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Every photo/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginBlockEnd).toBe('0px');
  },
};

/** Every size of the scale, each in the tone that says what it is. */
export const SizesAndTones: Story = {
  render: () => (
    <>
      <Text size="lg">Large lead text</Text>
      <Text>Body text</Text>
      <Text size="sm" tone="muted">
        Muted secondary text
      </Text>
      <Text size="sm" tone="danger" weight="medium">
        A danger message
      </Text>
      <Text size="xs" tone="success" weight="semibold">
        A success note
      </Text>
    </>
  ),
};

/** Larger from tablet up: 14px on a phone. */
export const ResponsiveSize: Story = {
  ...atViewport('lenseMobile'),
  args: { size: { mobile: 'sm', tablet: 'lg' } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/Every photo/)).fontSize).toBe('14px');
  },
};

/** A `span` (or any element) with the text's styles. */
export const AsChild: Story = {
  args: { asChild: true, tone: 'primary', weight: 'semibold', children: <span>In a span</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In a span').tagName).toBe('SPAN');
  },
};

/** What people write: a long address wraps inside its box, the writer's line breaks stay, figures line up. */
export const WrittenText: Story = {
  render: () => (
    <>
      <Text breakWords>
        https://lense.example/spaces/summer-wedding-in-naivasha-2026/photos/0123456789abcdef
      </Text>
      <Text preserveLines>{'Ceremony at 2 pm.\nReception by the lake at 5 pm.'}</Text>
      <Text tabularNums>Ksh 1,111.00</Text>
      <Text tabularNums>Ksh 8,808.00</Text>
    </>
  ),
  play: async ({ canvas }) => {
    const address = canvas.getByText(/lense\.example/);
    await expect(getComputedStyle(address).overflowWrap).toBe('anywhere');
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(getComputedStyle(canvas.getByText(/Ceremony/)).whiteSpace).toBe('pre-line');
    await expect(getComputedStyle(canvas.getByText('Ksh 1,111.00')).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Right to left: text starts at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { children: 'كل صورة من مناسبتك في مكان واحد.', textAlign: 'start' },
};
