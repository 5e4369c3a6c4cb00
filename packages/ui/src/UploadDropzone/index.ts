export { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';
export {
  type UploadFileProgress,
  UploadProgressList,
  type UploadProgressListProps,
} from './UploadProgressList';
export { type UploadStatus, type UploadStatusControls, useUploadStatus } from './useUploadStatus';
// The upload rules are the API client's (`MAX_UPLOAD_BYTES`, `ACCEPTED_UPLOAD_TYPES`), given as
// `maxFileBytes` and `acceptedTypes`: one name per concept across the two packages.
export {
  INVALID_UPLOAD_MESSAGE,
  NOTHING_SELECTED_MESSAGE,
  type UploadValidation,
  type ValidateUploadsOptions,
  validateUploads,
} from './validateUploads';
