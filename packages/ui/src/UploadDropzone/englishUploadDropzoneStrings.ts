import type { LenseComponentStrings } from '../locale/LenseStrings';
import { INVALID_UPLOAD_MESSAGE, NOTHING_SELECTED_MESSAGE } from './validateUploads';

/** UploadDropzone's English: loaded with it, not with every page's first script. */
export const englishUploadDropzoneStrings: LenseComponentStrings['uploadDropzone'] = {
  title: 'Drag and drop photos here',
  touchTitle: 'Choose photos to upload',
  hint: 'Photos only, up to 30 MB each',
  button: 'Choose photos',
  uploading: 'Uploading…',
  completed: 'Upload complete',
  nothingSelected: NOTHING_SELECTED_MESSAGE,
  invalidFiles: INVALID_UPLOAD_MESSAGE,
  progress: 'Upload progress',
};
