export { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';
export { type UploadProgress, UploadProgressList, type UploadProgressListProps } from './UploadProgressList';
export { type UploadStatus, type UploadStatusControls, useUploadStatus } from './useUploadStatus';
export {
  INVALID_UPLOAD_MESSAGE,
  MAX_UPLOAD_BYTES,
  NOTHING_SELECTED_MESSAGE,
  type UploadCandidate,
  type UploadValidation,
  validateUploads,
} from './validateUploads';
