import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { screenMeta } from '../../testing/screen';
import { ExitSurveyPage } from './ExitSurveyPage';

const route = paths.exitSurvey('mailed-deletion-token');

// The page reads its token from the route, and a finished deletion opens /closure (whose page has its own
// stories: here it only marks the address).
const render = () => (
  <Routes>
    <Route path={paths.exitSurvey.path} element={<ExitSurveyPage />} />
    <Route path={paths.closure.path} element={<p>Closure page</p>} />
  </Routes>
);

const meta = {
  title: 'Screens/Account/ExitSurvey',
  component: ExitSurveyPage,
  render,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route } },
} satisfies Meta<typeof ExitSurveyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.selectOptions(await canvas.findByLabelText('Reason'), 'missing features');
  await userEvent.type(canvas.getByLabelText(/Feedback/), 'I needed video uploads.');
};

/** The deletion token is being checked. */
export const CheckingLink: Story = {
  parameters: {
    screen: { route, session: SIGNED_IN, handlers: [lenseMocks.validateDeletionToken({ variant: 'slow' })] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
  },
};

/** An invalid or used deletion token: the 404 page. */
export const InvalidToken: Story = {
  parameters: {
    screen: {
      route,
      session: SIGNED_IN,
      handlers: [
        lenseMocks.validateDeletionToken({
          variant: 'error',
          error: { status: 404, error: 'invalid token' },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page not found!')).toBeVisible();
  },
};

/** Signed out: sign in first, then come back to the survey. */
export const SignedOut: Story = {
  parameters: { screen: { route } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in to delete your account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** The survey: the five reasons, feedback required, submit disabled until both are given. */
export const Empty: Story = {
  parameters: { screen: { route, session: SIGNED_IN } },
  play: async ({ canvas }) => {
    const reason = await canvas.findByLabelText('Reason');
    const options = Array.from((reason as HTMLSelectElement).options).map((option) => option.value);
    await expect(options).toEqual([
      '',
      'too expensive',
      'missing features',
      'poor service',
      'privacy concerns',
      'other',
    ]);
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  },
};

/** Reason and feedback given: submit enabled. */
export const Filled: Story = {
  parameters: { screen: { route, session: SIGNED_IN } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

/** The deletion fails: the server's error in a toast, the survey stays. */
export const DeletionFailed: Story = {
  parameters: {
    screen: {
      route,
      session: SIGNED_IN,
      handlers: [
        lenseMocks.deleteAccount({
          variant: 'error',
          error: { status: 403, error: 'This deletion link belongs to another account' },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await screen.findByText('This deletion link belongs to another account')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Delete my account/ })).toBeInTheDocument();
  },
};

/** Survey sent and account deleted: the session ends and /closure opens. */
export const Deleted: Story = {
  parameters: { screen: { route, session: SIGNED_IN } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText('Closure page')).toBeVisible();
    await expect(await screen.findByText('Thanks for providing us with valuable feedback!')).toBeVisible();
  },
};
