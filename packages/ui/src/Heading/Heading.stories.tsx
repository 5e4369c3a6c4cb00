import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Heading } from './Heading';

const meta = {
  title: 'Design system/Layout/Heading',
  component: Heading,
  args: { children: 'Your event, every photo' },
  decorators: [
    (Story) => (
      <Stack gap={4} padding={4}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A level 2 heading at its level's size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveStyle({ fontSize: '28px' });
  },
};

/** Each level at its own size. */
export const Levels: Story = {
  render: () => (
    <>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Level {level}
        </Heading>
      ))}
    </>
  ),
};

/** The outline and the look apart: an `h3` at the size of a page title. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: '3xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveStyle({ fontSize: '36px' });
  },
};

/** Larger at desktop width: 36px on a phone, 48px above 1100px. */
export const ResponsiveSize: Story = {
  ...atViewport('lenseDesktop'),
  args: { level: 1, size: { mobile: '3xl', desktop: '4xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveStyle({ fontSize: '48px' });
  },
};

/** Right to left. */
export const RightToLeft: Story = { decorators: [rightToLeft], args: { children: 'مناسبتك، كل صورة' } };
