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
import { useProfileMenuMessages } from '../i18n/profileMenuMessages';
import { ProfileTrigger } from './ProfileMenuTrigger';

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
  const t = useProfileMenuMessages();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ProfileTrigger type="button" aria-label={t('menu')}>
          <ProfileAvatar size="small" user={user} pictureUrl={profile_picture_url} />
        </ProfileTrigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel caption={t('plan')} title={name} description={user?.email} />
        <DropdownMenuSeparator />
        <DropdownMenuItem muted>{t('upgrade')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.settings())}>{t('settings')}</DropdownMenuItem>
        <DropdownMenuItem muted>{t('help')}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          aria-busy={signingOut || undefined}
          onSelect={(event) => {
            // Stay open so 'Signing you out...' shows while the call runs.
            event.preventDefault();
            onSignOut();
          }}
        >
          {t(signingOut ? 'signingOut' : 'signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
