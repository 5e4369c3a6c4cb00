import { ACCEPTED_UPLOAD_TYPES, type PutFile, resumeKey, webResumeStore } from '@lense/api-client';
import { buildPublicGuestLink, buildSpaceCover, lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FocusedShell } from '../../components/FocusedShell';
import { paths } from '../../config/paths';
import type { MockHandler } from '../../testing/requests';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import { picture } from '../../testing/storyImages';
import { photoFile, presignHandler } from '../../testing/uploads';
import {
  failingPut,
  guestLinkErrorHandler,
  guestLinkHandler,
  heldPut,
  instantPut,
  joinHandler,
  LINK_TOKEN,
  presignErrorHandler,
  wrongPasswordHandler,
} from './fixtures';
import { GuestUploadPage } from './GuestUploadPage';
import { forgetGuestPass } from './guestPass';

/** The page as a guest reaches it: the focused frame (wordmark only) around /g/:token. */
function GuestRoute({ put }: { put: PutFile }) {
  return (
    <Routes>
      <Route element={<FocusedShell />}>
        <Route path={paths.guestUpload.path} element={<GuestUploadPage put={put} />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Guest upload',
  component: GuestRoute,
  ...screenMeta,
  args: { put: instantPut },
  beforeEach: () => {
    screenMeta.beforeEach();
    // A pass kept by an earlier story would skip the name and password.
    forgetGuestPass(LINK_TOKEN);
  },
} satisfies Meta<typeof GuestRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A phone 375px wide (taller when the page is: the snapshot only shows the viewport) at the link's
 * address, with the story's API answers before the join and presign answers every story may use.
 */
function onPhone(handlers: MockHandler[], height = 812) {
  const screen: ScreenParameters = {
    route: paths.guestUpload(LINK_TOKEN),
    handlers: [...handlers, joinHandler(), presignHandler()],
  };
  return {
    parameters: {
      screen,
      viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: `${height}px` } } } },
    },
    globals: { viewport: { value: 'phone', isRotated: false } },
  };
}

const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const ready = () => screen.findByRole('heading', { level: 1, name: 'Summer Wedding' });
const photos = (...names: string[]) => names.map((name) => photoFile(name));
const LONG_NAME = 'IMG_20260710_183245_HDR_portrait_from_the_balcony.jpg';

/** The link is still loading. */
export const Loading: Story = {
  ...onPhone([lenseMocks.publicGuestLink({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the event' })).toBeVisible();
  },
};

/** An unknown link (404): the API's message. */
export const NotFound: Story = {
  ...onPhone([guestLinkErrorHandler(404, 'This upload link does not exist')]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This upload link does not exist' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose photos' })).toBeNull();
  },
};

/** A link the organiser turned off (410): the API's message. */
export const TurnedOff: Story = {
  ...onPhone([guestLinkErrorHandler(410, 'This upload link has been turned off by the organiser')]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This upload link has been turned off by the organiser' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ask the organiser for a new link.')).toBeVisible();
  },
};

/** An expired link (410): the API's message. */
export const Expired: Story = {
  ...onPhone([guestLinkErrorHandler(410, 'This upload link has expired')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This upload link has expired' })).toBeVisible();
  },
};

/** Ready on a phone: the event, an optional name and the photo picker. */
export const Ready: Story = {
  ...onPhone([guestLinkHandler()]),
  play: async ({ canvas }) => {
    await ready();
    await expect(window.innerWidth).toBe(375);
    await expect(canvas.getByText(/Jul 2026 · Naivasha$/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('maxlength', '60');
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
    // The picker offers the types the API takes (a phone converts other photos, e.g. HEIC, to one of them).
    await expect(input(canvas.getByRole('main'))).toHaveAttribute('accept', ACCEPTED_UPLOAD_TYPES.join(','));
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBe(375);
  },
};

/** The organiser approves photos first: the note says so. */
export const ReadyWithReview: Story = {
  ...onPhone([guestLinkHandler({ review: true })], 900),
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getByText('Your photos will appear once the organiser approves them.')).toBeVisible();
  },
};

/** The link has a password: a password field under the name. */
export const NeedsPassword: Story = {
  ...onPhone([guestLinkHandler({ needs_password: true })], 900),
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

/**
 * A wrong password: the field says so and takes focus; the name, the password and the photos are kept,
 * with a button to send them once the password is fixed.
 */
export const WrongPassword: Story = {
  ...onPhone([guestLinkHandler({ needs_password: true }), wrongPasswordHandler()], 1000),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Wanjiru');
    await userEvent.type(canvas.getByLabelText('Password'), 'summer');
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', 'speeches.jpg'));
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Wrong password')),
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('summer');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Wanjiru');
    await expect(canvas.getByRole('button', { name: 'Send 2 photos' })).toBeVisible();
  },
};

/**
 * Sending: the first photo sent, the second at 40 %, the count live. The second has a camera's long
 * name, which must not widen the page.
 */
export const Uploading: Story = {
  ...onPhone([guestLinkHandler()], 900),
  args: { put: heldPut },
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Wanjiru');
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', LONG_NAME));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: LONG_NAME })).toHaveAttribute('aria-valuenow', '40'),
    );
    await expect(canvas.getByRole('progressbar', { name: 'first-dance.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('1 of 2 photos sent')).toBeVisible();
    await expect(canvas.getByText('Wanjiru')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    await expect(document.documentElement.scrollWidth).toBe(375);
  },
};

/** A photo did not go: which one, and 'Try again' (focused) for it alone. */
export const Failed: Story = {
  ...onPhone([guestLinkHandler()], 1100),
  args: { put: failingPut },
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', 'speeches.jpg', 'cake.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some photos were not sent. Check your connection and try again.',
    );
    await expect(canvas.getByRole('list', { name: 'Photos not sent' })).toHaveTextContent('speeches.jpg');
    await expect(canvas.getByText('2 of 3 photos sent')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus());
  },
};

/** Every photo sent: the thanks, and 'Send more photos' (focused). */
export const Done: Story = {
  ...onPhone([guestLinkHandler()]),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', 'speeches.jpg', 'cake.jpg'));
    await expect(await canvas.findByRole('heading', { name: '3 photos sent. Thank you!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send more photos' })).toHaveFocus());
  },
};

/** The guest has sent all they may: the API's message, nothing left to resend. */
export const LimitReached: Story = {
  ...onPhone([
    guestLinkHandler(),
    presignErrorHandler(422, 'You have reached the upload limit of this event'),
  ]),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have reached the upload limit of this event',
    );
    await expect(canvas.queryByRole('button', { name: /^Send / })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose photos' })).toHaveFocus());
  },
};

/** Two photos stopped part-way before the page was reloaded: picking them again carries on. */
export const CarryOn: Story = {
  ...onPhone([guestLinkHandler()]),
  beforeEach: () => {
    const store = webResumeStore(sessionStorage);
    const spaceId = buildPublicGuestLink().space.id;
    const keys = ['speeches.jpg', 'cake.jpg'].map((name) => resumeKey(spaceId, photoFile(name)));
    for (const key of keys) store.set(key, { photoId: 'photo-new-1', sent: [], savedAt: Date.now() });
    return () => {
      for (const key of keys) store.delete(key);
    };
  },
  play: async ({ canvas }) => {
    await ready();
    await expect(
      await canvas.findByText(
        '2 photos did not finish sending. Choose them again to carry on where they stopped.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
  },
};

/**
 * The page in Kiswahili, 375px wide or on a 1280px desktop: the longer words must wrap inside the cards and
 * the buttons.
 */
function inKiswahili(handlers: MockHandler[], { width = 375, height = 812 } = {}) {
  const story = onPhone(handlers, height);
  return {
    parameters: {
      ...story.parameters,
      screen: { ...story.parameters.screen, locale: 'sw' as const },
      viewport: {
        options: { page: { name: 'Page', styles: { width: `${width}px`, height: `${height}px` } } },
      },
    },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
}

const DESKTOP = { width: 1280, height: 900 };

/** Ready, in Kiswahili, on a phone. */
export const ReadyInKiswahili: Story = {
  ...inKiswahili([guestLinkHandler({ review: true })], { height: 900 }),
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getByText('Shiriki picha zako za')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Jina lako' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chagua picha' })).toBeEnabled();
    // Nothing is wider than the screen.
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

/** Ready, in Kiswahili, on a desktop. */
export const ReadyInKiswahiliOnDesktop: Story = {
  ...inKiswahili([guestLinkHandler({ review: true })], DESKTOP),
  play: ReadyInKiswahili.play,
};

/** Sending, in Kiswahili: the first photo sent, the second at 40 %. */
export const UploadingInKiswahili: Story = {
  ...inKiswahili([guestLinkHandler()], { height: 900 }),
  args: { put: heldPut },
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jina lako' }), 'Wanjiru');
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', LONG_NAME));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: LONG_NAME })).toHaveAttribute('aria-valuenow', '40'),
    );
    await expect(canvas.getByText('Picha 1 kati ya 2 imetumwa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chagua picha' })).toBeDisabled();
  },
};

/** Sending, in Kiswahili, on a desktop. */
export const UploadingInKiswahiliOnDesktop: Story = {
  ...inKiswahili([guestLinkHandler()], DESKTOP),
  args: { put: heldPut },
  play: UploadingInKiswahili.play,
};

/** Every photo sent, in Kiswahili: the thanks and 'Tuma picha zaidi'. */
export const DoneInKiswahili: Story = {
  ...inKiswahili([guestLinkHandler()]),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), photos('first-dance.jpg', 'speeches.jpg', 'cake.jpg'));
    await expect(await canvas.findByRole('heading', { name: 'Picha 3 zimetumwa. Asante!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tuma picha zaidi' })).toHaveFocus());
  },
};

/** Every photo sent, in Kiswahili, on a desktop. */
export const DoneInKiswahiliOnDesktop: Story = {
  ...inKiswahili([guestLinkHandler()], DESKTOP),
  play: DoneInKiswahili.play,
};

const COVERED_LINK = {
  space: {
    ...buildPublicGuestLink().space,
    cover: buildSpaceCover({
      width: 1500,
      height: 1000,
      thumb_url: picture({ from: '#14532d', to: '#fde68a', width: 1500, height: 1000 }),
      medium_url: null,
      preview_url: null,
    }),
  },
};

/** The event's cover over its card, edge to edge on a phone (375px). */
export const WithCover: Story = {
  ...onPhone([guestLinkHandler(COVERED_LINK)]),
  play: async ({ canvasElement }) => {
    await ready();
    const band = (
      canvasElement.querySelector('[data-ui="CoverPhoto"]') as HTMLElement
    ).getBoundingClientRect();
    await expect(band.left).toBe(0);
    await expect(band.width).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The cover on a desktop (1280px): a band as wide as the guest column. */
export const WithCoverDesktop: Story = {
  parameters: {
    screen: {
      route: paths.guestUpload(LINK_TOKEN),
      handlers: [guestLinkHandler(COVERED_LINK), joinHandler(), presignHandler()],
    },
    viewport: { options: { desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready();
    await expect(canvasElement.querySelector('[data-ui="CoverPhoto"] img')).toBeVisible();
  },
};
