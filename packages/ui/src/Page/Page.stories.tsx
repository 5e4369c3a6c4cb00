import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { TextLink } from '../TextLink';
import { ListRow, RowList } from './ListRow';
import { PageHeader } from './PageHeader';
import { PageLayout } from './PageLayout';

const spaces = [
  { id: 's1', name: 'Amani & Baraka wedding', dates: '12 – 13 Dec 2026' },
  { id: 's2', name: 'Nairobi photographers and creators summit and gala dinner', dates: '20 Jan 2027' },
  { id: 's3', name: 'Kamau family reunion', dates: '2 Feb 2027' },
];

/** A management page built from the frame: a header with actions, then a list of rows. */
function ExamplePage({ width }: { width?: 'wide' | 'narrow' | undefined }) {
  return (
    <PageLayout width={width}>
      <PageHeader
        title="Your spaces"
        lead="Albums of your events, each with its own guest link."
        actions={
          <>
            <Button variant="secondary">Filter</Button>
            <Button>New space</Button>
          </>
        }
      />
      <RowList aria-label="Spaces">
        {spaces.map((space, index) => (
          <ListRow key={space.id} current={index === 0}>
            <span>
              <strong>{space.name}</strong>
              <br />
              {space.dates}
            </span>
            <TextLink href="#">Manage</TextLink>
          </ListRow>
        ))}
      </RowList>
    </PageLayout>
  );
}

const meta = {
  title: 'Design system/Layout/Page',
  component: PageLayout,
  subcomponents: { PageHeader, RowList, ListRow },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ExamplePage width={args.width} />,
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wide page at desktop width: the heading and the list start at the same side margin. */
export const Wide: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your spaces' })).toBeInTheDocument();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).not.toHaveAttribute('aria-current');
    const main = canvas.getByRole('main').getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const list = canvas.getByRole('list').getBoundingClientRect();
    await expect(heading.left - main.left).toBe(24);
    await expect(list.left).toBe(heading.left);
  },
};

/** A narrow column for forms and text, centred. */
export const Narrow: Story = { ...atViewport('lenseDesktop'), args: { width: 'narrow' } };

/** On a phone the actions wrap under the heading, rows wrap their action under their text, and nothing is
 * wider than the screen. */
export const OnAPhone: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.left).toBe(16);
  },
};

/** Right to left: the heading starts at the right edge, the actions sit at the left. */
export const RightToLeft: Story = {
  ...atViewport('lenseDesktop'),
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const newSpace = canvas.getByRole('button', { name: 'New space' }).getBoundingClientRect();
    await expect(newSpace.right).toBeLessThan(heading.left);
  },
};
