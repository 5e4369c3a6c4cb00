import { forwardRef, type HTMLAttributes, useState } from 'react';
import { useLenseStrings } from '../locale';
import { AvatarRoot, type ProfileAvatarSize } from './ProfileAvatar.styles';

export type { ProfileAvatarSize };

/** The part of a user an avatar needs. */
export interface AvatarUser {
  /** First name; its first letter makes the letter image. */
  first_name: string;
  /** Last name, used in the accessible name. */
  last_name?: string | undefined;
  /** Uploaded picture, when there is one. */
  profile_picture_url?: string | null | undefined;
}

/** Props of {@link ProfileAvatar}; other attributes go to its root `span`. */
export interface ProfileAvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The signed-in user; without one the default picture shows. */
  user?: AvatarUser | null | undefined;
  /** A picture URL overriding the user's (e.g. the session's profile_picture_url). */
  pictureUrl?: string | null | undefined;
  /** 32, 40 or 64 pixels. Default 'medium'. */
  size?: ProfileAvatarSize | undefined;
}

const DefaultPicture = () => (
  <svg aria-hidden="true" viewBox="0 0 40 40" fill="currentColor">
    <circle cx="20" cy="15" r="7" />
    <path d="M6 36c1.5-7.5 7-11 14-11s12.5 3.5 14 11z" />
  </svg>
);

/** A profile picture: the uploaded image, else a letter image from first_name, else a default picture. */
export const ProfileAvatar = forwardRef<HTMLSpanElement, ProfileAvatarProps>(function ProfileAvatar(
  { user, pictureUrl, size = 'medium', ...rest },
  ref,
) {
  const strings = useLenseStrings().profileAvatar;
  const url = pictureUrl ?? user?.profile_picture_url ?? null;
  // Remember which URL failed, so a new URL gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = url !== null && failedUrl === url;

  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const letter = user?.first_name.trim().charAt(0).toUpperCase() ?? '';
  const kind = !user ? 'default' : url && !broken ? 'picture' : letter ? 'letter' : 'default';
  const label = user ? strings.named(name) : strings.anonymous;

  return (
    <AvatarRoot
      ref={ref}
      role="img"
      aria-label={label}
      data-ui="ProfileAvatar"
      data-kind={kind}
      $size={size}
      {...rest}
    >
      {kind === 'picture' && url ? (
        <img src={url} alt="" onError={() => setFailedUrl(url)} />
      ) : kind === 'letter' ? (
        <span aria-hidden="true">{letter}</span>
      ) : (
        <DefaultPicture />
      )}
    </AvatarRoot>
  );
});
