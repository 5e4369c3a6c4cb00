import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { TextLink } from '../TextLink';
import { Alert } from './Alert';

const meta = {
  title: 'Design system/Feedback/Alert',
  component: Alert,
  args: {
    title: 'Photos wait for review',
    children: 'Guests’ photos show in the space once you approve them.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Photos wait for review');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Site published',
    children: (
      <>
        Guests can open it at <TextLink href="#site">amani-weddings.lense.co.ke</TextLink>.
      </>
    ),
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Storage almost full',
    children: 'You have used 9.4 GB of 10 GB. New uploads stop when it is full.',
    action: (
      <Button size="small" variant="secondary">
        See plans
      </Button>
    ),
  },
};

/** After a failed payment: urgent, so it is announced at once (`role="alert"`), with a way to try again. */
export const DangerAfterAnAction: Story = {
  args: {
    tone: 'danger',
    urgent: true,
    title: 'Payment failed',
    children: 'The M-Pesa prompt was declined. No money was taken.',
    action: <Button size="small">Try again</Button>,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Only a message, in every tone: without `urgent` each is a polite status. */
export const MessageOnlyTones: Story = {
  render: () => (
    <Stack gap={3}>
      <Alert tone="info">Photos appear after review.</Alert>
      <Alert tone="success">Your changes are saved.</Alert>
      <Alert tone="warning">This link stops working on 30 November.</Alert>
      <Alert tone="danger">This space was deleted.</Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Right to left: the accent and icon at the right, the action at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    tone: 'warning',
    action: (
      <Button size="small" variant="secondary">
        Review
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(centreX(canvas.getByRole('button', { name: 'Review' }))).toBeLessThan(
      centreX(canvas.getByText('Photos wait for review')),
    );
  },
};
