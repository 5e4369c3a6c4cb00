import { useSession } from '@lense/api-client/hooks';
import { ProfileAvatar, vars } from '@lense/ui';
import styled from 'styled-components';

/** The round button holding the profile picture that opens the profile menu. */
export const ProfileTrigger = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

/**
 * The profile picture drawn exactly like the menu's trigger while the menu's code loads: the menu
 * (and the dropdown library behind it) is only fetched for signed-in visitors.
 */
export function ProfileMenuPlaceholder() {
  const { user, profile_picture_url } = useSession();
  return (
    <ProfileTrigger as="span" aria-hidden="true" data-chunk-loading="">
      <ProfileAvatar size="small" user={user} pictureUrl={profile_picture_url} />
    </ProfileTrigger>
  );
}
