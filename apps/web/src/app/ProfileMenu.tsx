import { useSession } from '@lense/api-client/hooks';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  ProfileAvatar,
} from '@lense/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { ProfileTrigger } from './ProfileMenuTrigger';

/** The plan label of the profile menu. */
export const PLAN_LABEL = 'basic plan';
/** The Sign out item's text while signing out. */
export const SIGNING_OUT = 'Signing you out...';

export interface ProfileMenuProps {
  /** Starts the sign-out (DELETE /logout, then the session is cleared). */
  onSignOut: () => void;
  /** Whether the sign-out is running: the item reads 'Signing you out...'. */
  signingOut: boolean;
  /** Opens the menu initially (stories). */
  defaultOpen?: boolean;
}

/** The signed-in user's menu on tablet and desktop: who is signed in, plan, settings and Sign out. */
export function ProfileMenu({ onSignOut, signingOut, defaultOpen }: ProfileMenuProps) {
  const { user, profile_picture_url } = useSession();
  const navigate = useNavigate();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ProfileTrigger type="button" aria-label="Profile menu">
          <ProfileAvatar size="small" user={user} pictureUrl={profile_picture_url} />
        </ProfileTrigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel caption={PLAN_LABEL} title={name} description={user?.email} />
        <DropdownMenuSeparator />
        <DropdownMenuItem muted>Upgrade plan</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.settings())}>Settings</DropdownMenuItem>
        <DropdownMenuItem muted>Help</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          aria-busy={signingOut || undefined}
          onSelect={(event) => {
            // Stay open so 'Signing you out...' shows while the call runs.
            event.preventDefault();
            onSignOut();
          }}
        >
          {signingOut ? SIGNING_OUT : 'Sign out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
