import { checkoutErrors, lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { paths } from '../../config/paths';
import { checkoutStore } from '../../lib/checkoutStore';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SPACE_ID, spaceHandler, storyPhotos } from '../../testing/spaces';
import { CheckoutPage } from './CheckoutPage';

const route = paths.space.checkout(SPACE_ID);
const VISITOR_SPACE = { owner: false, user_id: 'organiser' };
const PHOTOS = storyPhotos(3, (index) => ({ price: ['500.00', '250.50', '1500.00'][index] ?? null }));

// The page reads the space from the route.
const render = () => (
  <Routes>
    <Route path={paths.space.checkout.path} element={<CheckoutPage />} />
  </Routes>
);

/** The story's cart: the first `count` photos. */
const fillCart = (count: number) => {
  const checkout = checkoutStore();
  checkout.clearCart(SPACE_ID);
  for (const photo of PHOTOS.slice(0, count)) {
    checkout.addToCart(SPACE_ID, { photoId: photo.id, price: photo.price ?? '0', thumbUrl: photo.url });
  }
};

const meta = {
  title: 'Screens/Checkout/Checkout',
  component: CheckoutPage,
  render,
  ...screenMeta,
  beforeEach: () => {
    screenMeta.beforeEach();
    fillCart(3);
  },
  parameters: {
    ...screenMeta.parameters,
    screen: { route, handlers: [spaceHandler(VISITOR_SPACE, PHOTOS)] },
  },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (handlers: ScreenParameters['handlers']) => ({
  parameters: { screen: { route, handlers } },
});

/** Three photos in the cart, each removable, and the M-Pesa form with their total. */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay Ksh 2,250.50' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Remove/ })).toHaveLength(3);
  },
};

/** Nothing in the cart: the way back to the space's photos. */
export const Empty: Story = {
  beforeEach: () => fillCart(0),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the photos' })).toBeVisible();
  },
};

/** The organiser has connected no M-Pesa yet: the prices show, the form says sales are not open. */
export const SalesNotOpen: Story = {
  ...answering([spaceHandler(VISITOR_SPACE, PHOTOS, false, false)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sales are not open yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

/** The API refused the order (a photo no longer for sale): the message shows under the form, nothing lost. */
export const OrderRefused: Story = {
  ...answering([
    spaceHandler(VISITOR_SPACE, PHOTOS),
    lenseMocks.createOrder({
      variant: 'error',
      error: { status: 422, error: 'A photo of this order is not for sale' },
    }),
  ]),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'M-Pesa phone number' }), '0712345678');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByText('A photo of this order is not for sale')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'M-Pesa phone number' })).toHaveValue('0712345678');
  },
};

// Captions the photos were added to the cart with: the lines are named by them.
const CAPTIONS = ['First dance under the lights', 'The cake', 'Everyone on the steps after the vows'];

/** M-Pesa refused another prompt to this number for now (429): the message under the form, nothing lost. */
const tooManyPrompts = {
  route,
  handlers: [
    spaceHandler(VISITOR_SPACE, PHOTOS),
    lenseMocks.createOrder({ variant: 'error', error: checkoutErrors.tooManyPrompts }),
  ],
} satisfies ScreenParameters;

const refusedForNow: Story['play'] = async ({ canvas }) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'M-Pesa phone number' }), '0712345678');
  await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
  await expect(await canvas.findByText(checkoutErrors.tooManyPrompts.error)).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'M-Pesa phone number' })).toHaveValue('0712345678');
  await expect(canvas.getByRole('button', { name: 'Remove The cake' })).toBeVisible();
  // The snapshot shows the whole form from its heading, the refusal in it, wherever paying scrolled to.
  canvas
    .getByRole('button', { name: /^Pay/ })
    .closest('section')
    ?.scrollIntoView({ block: 'start', behavior: 'instant' });
};

const fillCaptionedCart = () => {
  fillCart(0);
  for (const [index, photo] of PHOTOS.entries()) {
    checkoutStore().addToCart(SPACE_ID, {
      photoId: photo.id,
      price: photo.price ?? '0',
      thumbUrl: photo.url,
      caption: CAPTIONS[index] ?? null,
    });
  }
};

/** Too many prompts to the number (429) on a phone, the cart's lines named by their captions. */
export const TooManyPromptsMobile: Story = {
  ...atLayout('mobile', tooManyPrompts),
  beforeEach: fillCaptionedCart,
  play: refusedForNow,
};

/** Too many prompts to the number (429) on a desktop, the cart's lines named by their captions. */
export const TooManyPromptsDesktop: Story = {
  ...atLayout('desktop', tooManyPrompts),
  beforeEach: fillCaptionedCart,
  play: refusedForNow,
};

const kiswahili = {
  route,
  handlers: [spaceHandler(VISITOR_SPACE, PHOTOS)],
  locale: 'sw',
} satisfies ScreenParameters;

/** The cart and the M-Pesa form in Kiswahili on a phone. */
export const ItemsKiswahiliMobile: Story = {
  ...atLayout('mobile', kiswahili),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Malipo', level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Picha \d$/ })).toHaveLength(3);
  },
};

/** The cart and the M-Pesa form in Kiswahili on a desktop. */
export const ItemsKiswahiliDesktop: Story = {
  ...atLayout('desktop', kiswahili),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Malipo', level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Picha \d$/ })).toHaveLength(3);
  },
};
