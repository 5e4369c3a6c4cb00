export {
  type AvatarUser,
  ProfileAvatar,
  type ProfileAvatarProps,
  type ProfileAvatarSize,
} from './ProfileAvatar';
