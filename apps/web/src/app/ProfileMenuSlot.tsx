import { ProfileAvatar } from '@lense/ui';
import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import type { ProfileMenuProps } from './ProfileMenu';

// The menu brings its popup machinery; it loads only once someone is signed in.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

/** The profile menu, showing the user's picture while its code loads. */
export function ProfileMenuSlot(props: ProfileMenuProps) {
  const { user, profile_picture_url } = useSession();
  return (
    <Suspense fallback={<ProfileAvatar size="small" user={user} pictureUrl={profile_picture_url} />}>
      <ProfileMenu {...props} />
    </Suspense>
  );
}
