import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { ProfileAvatar, type ProfileAvatarProps } from './ProfileAvatar';

const renderAvatar = (props: ProfileAvatarProps) =>
  render(
    <ThemeProvider>
      <ProfileAvatar {...props} />
    </ThemeProvider>,
  );

describe('ProfileAvatar', () => {
  it('shows the first letter of first_name without a picture', () => {
    renderAvatar({ user: { first_name: 'amina', last_name: 'Otieno' } });
    const avatar = screen.getByRole('img', { name: "amina Otieno's profile picture" });
    expect(avatar).toHaveAttribute('data-kind', 'letter');
    expect(avatar).toHaveTextContent('A');
  });

  it('shows the default picture with no user', () => {
    renderAvatar({ user: null });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('data-kind', 'default');
  });

  it('shows the uploaded picture and falls back to the letter if it fails to load', () => {
    const { container } = renderAvatar({
      user: { first_name: 'Brian', profile_picture_url: 'https://cdn.example/b.jpg' },
    });
    const avatar = screen.getByRole('img', { name: "Brian's profile picture" });
    expect(avatar).toHaveAttribute('data-kind', 'picture');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example/b.jpg');
    fireEvent.error(image);
    expect(avatar).toHaveAttribute('data-kind', 'letter');
    expect(avatar).toHaveTextContent('B');
  });
});
