import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProfileAvatar } from './ProfileAvatar';

// A generated picture keeps the story offline and deterministic.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/><circle cx="32" cy="26" r="12" fill="#b45309"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#b45309"/></svg>',
)}`;

const meta = {
  title: 'Design system/Data display/ProfileAvatar',
  component: ProfileAvatar,
  args: { user: { first_name: 'Amina', last_name: 'Otieno' } },
} satisfies Meta<typeof ProfileAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A letter image from first_name. */
export const Letter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: "Amina Otieno's profile picture" })).toHaveTextContent('A');
  },
};

/** The uploaded profile picture. */
export const Picture: Story = {
  args: { user: { first_name: 'Amina', last_name: 'Otieno', profile_picture_url: picture } },
};

/** No user: the default picture. */
export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
  },
};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ProfileAvatar {...args} size="small" />
      <ProfileAvatar {...args} size="medium" />
      <ProfileAvatar {...args} size="large" />
    </div>
  ),
};

/** A picture that fails to load falls back to the letter image. */
export const BrokenPicture: Story = {
  args: { user: { first_name: 'Brian', profile_picture_url: 'data:image/png;base64,broken' } },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: "Brian's profile picture" });
    await waitFor(() => expect(avatar).toHaveAttribute('data-kind', 'letter'));
    await expect(avatar).toHaveTextContent('B');
  },
};
