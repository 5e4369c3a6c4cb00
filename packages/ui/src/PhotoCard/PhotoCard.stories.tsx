import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { gradientImage } from '../storyImages/gradientImage';
import { PhotoCard } from './PhotoCard';

const meta = {
  title: 'Design system/Cards/PhotoCard',
  component: PhotoCard,
  decorators: [
    (Story) => (
      <div style={{ width: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: gradientImage({ from: '#f97316', to: '#db2777', width: 384, height: 288 }),
    alt: 'Guests dancing at sunset',
    onSelect: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof PhotoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    const photo = canvas.getByRole('button', { name: /Guests dancing at sunset/ });
    await expect(photo).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(photo);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onError).not.toHaveBeenCalled();
    photo.blur();
  },
};
export const Premium: Story = {
  args: { price: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ksh 1,500')).toBeVisible();
    await expect(canvas.queryByText('Free')).toBeNull();
  },
};
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden')).toBeVisible();
  },
};
export const Selected: Story = {
  args: { selected: true, price: '250.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Guests dancing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const WithComment: Story = {
  args: { comment: 'First dance of the evening, captured from the balcony.', price: 800 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First dance of the evening, captured from the balcony.')).toBeVisible();
  },
};

/** Asserts an element's width-to-height ratio, to within a pixel of its height. */
async function expectShape(element: HTMLElement, ratio: number) {
  const { width, height } = element.getBoundingClientRect();
  await expect(Math.abs(height - width / ratio)).toBeLessThan(1);
}

/**
 * A blurred stand-in as the API's placeholder gives it: a tiny PNG scaled up (a raster, as a thumbhash
 * decodes to; a scaled SVG rasterizes differently from run to run at the card's rounded corners).
 */
const blurred =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmElEQVQImQXBZwuCQBgA4PvNEYQ0rXDgyD1yZZoUNon60O/Ku3vvDHoe9PsM+5fQ36e8XbKDzHY6JBYEPuqfY36d89OaVSrLDYgd6oV0kyJ+FnkjsVKDdAOhR52YGBlR9ojVCisM2NrUD6iVEK3AUo0XJwSZCZFL3YiYGVFLvGrwrO2EG4LAp/aW6DmRKyweu8mlGz2+g/cfQDhmqsqHXksAAAAASUVORK5CYII=';

export const Portrait: Story = {
  args: {
    src: gradientImage({ from: '#0ea5e9', to: '#6366f1', width: 300, height: 400 }),
    width: 3000,
    height: 4000,
  },
  play: async ({ canvas }) => {
    // The tile keeps the photo's shape, 3:4.
    await expectShape(canvas.getByRole('img', { name: 'Guests dancing at sunset' }), 3 / 4);
  },
};
export const Landscape: Story = {
  args: { width: 4000, height: 3000 },
  play: async ({ canvas }) => {
    await expectShape(canvas.getByRole('img', { name: 'Guests dancing at sunset' }), 4 / 3);
  },
};
export const Panorama: Story = {
  args: {
    src: gradientImage({ from: '#22c55e', to: '#0ea5e9', width: 400, height: 100 }),
    width: 8000,
    height: 2000,
  },
  play: async ({ canvas }) => {
    await expectShape(canvas.getByRole('img', { name: 'Guests dancing at sunset' }), 4);
  },
};
export const LoadingWithPlaceholder: Story = {
  name: 'Loading (placeholder)',
  args: {
    // A clear image stands for one still arriving: the placeholder shows through, in the photo's shape.
    src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    width: 4000,
    height: 3000,
    placeholder: blurred,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Guests dancing at sunset' });
    await expect(image.style.backgroundImage).toContain('data:image/png');
    await expectShape(image, 4 / 3);
  },
};
export const Responsive: Story = {
  args: {
    srcSet: `${gradientImage({ width: 400, height: 300 })} 400w, ${gradientImage({ width: 1600, height: 1200 })} 1600w`,
    sizes: '288px',
    width: 4000,
    height: 3000,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Guests dancing at sunset' });
    await expect(image).toHaveAttribute('sizes', '288px');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
export const Processing: Story = {
  args: { status: 'processing', width: 3000, height: 4000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing…')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Guests dancing at sunset/ })).toBeVisible();
  },
};
export const ProcessingFailed: Story = {
  name: 'Processing failed',
  args: { status: 'failed', width: 4000, height: 3000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not process this photo')).toBeVisible();
  },
};
export const AsLink: Story = {
  name: 'As a link',
  args: { href: '#photo-1', onSelect: undefined, price: 800, comment: 'First dance' },
  play: async ({ canvas }) => {
    // The link holds the image, so it is named by the photo's description and its badge.
    const link = canvas.getByRole('link', { name: 'Guests dancing at sunset Ksh 800' });
    await expect(link).toHaveAttribute('href', '#photo-1');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Right to left, selected and priced: the price badge at the right, the check mark at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { price: 1500, selected: true },
  play: async ({ canvas, canvasElement }) => {
    const price = canvas.getByText('Ksh 1,500');
    const check = canvasElement.querySelector(
      '[data-ui="PhotoCard"] span[aria-hidden="true"] svg',
    ) as Element;
    await expect(centreX(price)).toBeGreaterThan(centreX(check));
  },
};
