import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { atLayout, pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { NewSpacePage } from './NewSpacePage';

const at = (handlers: MockHandlers = []): ScreenParameters => ({
  route: '/spaces/new',
  session: SIGNED_IN,
  handlers,
});
const viewport = pageViewport(1100);
// The form's default dates are read from this clock, so snapshots never change.
const NOW = () => new Date(2026, 6, 1, 9, 0);

const meta = {
  title: 'Screens/Spaces/New',
  component: NewSpacePage,
  ...screenMeta,
  ...viewport,
  args: { now: NOW },
  parameters: { ...screenMeta.parameters, ...viewport.parameters, screen: at() },
} satisfies Meta<typeof NewSpacePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('Title'), 'Summer festival by the lake');
  await userEvent.type(canvas.getByLabelText('Location'), 'Lakeside Park');
};

/** A fresh form: today to a week later, public. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New space' })).toBeVisible();
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-07-01');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-07-08');
    await expect(canvas.getByRole('checkbox', { name: /Public space/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Create space' })).toBeEnabled();
  },
};

/** Submitted with no title, an end before the start and a broken map link. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('End date'));
    await userEvent.type(canvas.getByLabelText('End date'), '2026-06-30');
    await userEvent.type(canvas.getByLabelText('Map link'), 'lakeside park');
    await userEvent.click(canvas.getByRole('button', { name: 'Create space' }));
    await expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The end date must be on or after the start date')).toBeVisible();
    await expect(canvas.getByText('Please use a full link, starting with https://')).toBeVisible();
  },
};

/** Filled in, the create call running: the button is busy. */
export const Submitting: Story = {
  parameters: { screen: at([lenseMocks.createSpace({ variant: 'slow' })]) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create space' }));
    await expect(canvas.getByRole('button', { name: /Create space/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refused the space: its error as a toast; the button stays busy 1 s (held here). */
export const CreateFailed: Story = {
  parameters: {
    screen: at([
      lenseMocks.createSpace({ variant: 'error', error: { status: 422, error: 'title is too long' } }),
    ]),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create space' }));
    await expect(await screen.findByText('title is too long')).toBeVisible();
  },
};

/** Mobile (375px): the fields stack in one column. */
export const Mobile: Story = {
  ...atLayout('mobile', at()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create space' })).toBeVisible();
  },
};

/** Kiswahili on a phone (375px): the fields and their hints in one column. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { ...at(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Albamu mpya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unda albamu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px), submitted empty: the errors in Kiswahili too. */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...at(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unda albamu' }));
    await expect(canvas.getByLabelText('Kichwa')).toHaveAccessibleDescription('Tafadhali andika kichwa');
  },
};
