import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { screenMeta } from '../../testing/screen';
import { PlanSubscribePage } from './PlanSubscribePage';

const params = { route: paths.planSubscribe('subscription-type-basic'), session: SIGNED_IN };

const meta = {
  title: 'Screens/Plans/Subscribe',
  component: PlanSubscribePage,
  render: () => (
    <Routes>
      <Route path={paths.planSubscribe.path} element={<PlanSubscribePage />} />
    </Routes>
  ),
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: params },
} satisfies Meta<typeof PlanSubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan's name and the button that starts the 30-day trial. */
export const Default: Story = {
  parameters: { screen: params },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Basic' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start 30-day free trial' })).toBeEnabled();
  },
};

/** Subscribing: the button is busy. */
export const Subscribing: Story = {
  parameters: { screen: { ...params, handlers: [lenseMocks.subscribe({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start 30-day free trial' }));
    await expect(canvas.getByRole('button', { name: /Start 30-day free trial/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Subscribed: the trial's end date. */
export const Subscribed: Story = {
  parameters: { screen: params },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start 30-day free trial' }));
    await expect(await canvas.findByRole('heading', { name: 'You are on the Basic plan' })).toBeVisible();
    await expect(canvas.getByText('Your free trial runs until 1 February 2026.')).toBeVisible();
  },
};

/** Subscribing fails: the server's error in a toast. */
export const SubscribeFailed: Story = {
  parameters: {
    screen: {
      ...params,
      handlers: [
        lenseMocks.subscribe({ variant: 'error', error: { status: 422, error: 'Plan unavailable' } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start 30-day free trial' }));
    await expect(await screen.findByText('Plan unavailable')).toBeVisible();
  },
};

/** An unknown plan: the 404 page. */
export const UnknownPlan: Story = {
  parameters: { screen: { ...params, route: paths.planSubscribe('no-such-plan') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error 404')).toBeVisible();
  },
};
