import { type LandingPhotoFile, photoFiles } from './photos/manifest';

/** The six problems of sharing event photos, each answered by Lense (`problem.{id}`, `solution.{id}`). */
export const PROBLEMS = ['scattered', 'forgotten', 'compressed', 'unwanted', 'website', 'paid'] as const;

/** The four key features (`feature.{id}.title`, `feature.{id}.text`). */
export const KEY_FEATURES = ['uploading', 'sharing', 'memories', 'organization'] as const;

/** A photo of the landing page: its generated files and what it shows. */
export interface LandingPhoto {
  file: LandingPhotoFile;
  /** Its name; the message `photo.{name}` describes the scene for screen readers. */
  name: keyof typeof photoFiles;
}

/** The hero's main photo, the largest thing on the first screen. */
export const HERO_PHOTO: LandingPhoto = {
  file: photoFiles.reception,
  name: 'reception',
};

/** The small photo overlapping the hero's main one. */
export const HERO_INSET_PHOTO: LandingPhoto = {
  file: photoFiles.toast,
  name: 'toast',
};

/** The gallery strip, in reading order (rows are justified, so the order keeps their heights close). */
export const GALLERY_PHOTOS: readonly LandingPhoto[] = [
  { file: photoFiles.concert, name: 'concert' },
  { file: photoFiles.beach, name: 'beach' },
  { file: photoFiles.dinner, name: 'dinner' },
  { file: photoFiles.confetti, name: 'confetti' },
  { file: photoFiles.festival, name: 'festival' },
  { file: photoFiles.danceFloor, name: 'danceFloor' },
];
