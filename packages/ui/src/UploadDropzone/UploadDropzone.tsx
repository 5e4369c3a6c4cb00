import { type DragEvent, forwardRef, type HTMLAttributes, useRef, useState } from 'react';
import { Button } from '../Button';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishUploadDropzoneStrings } from './englishUploadDropzoneStrings';
import {
  DropArea,
  DropHint,
  DropMessage,
  DropTitle,
  DropzoneRoot,
  HiddenInput,
} from './UploadDropzone.styles';
import { type UploadFileProgress, UploadProgressList } from './UploadProgressList';
import type { UploadStatus } from './useUploadStatus';
import { NOTHING_SELECTED_MESSAGE, validateUploads } from './validateUploads';

/** Props of {@link UploadDropzone}; other attributes go to its root `div`. */
export interface UploadDropzoneProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onInvalid'> {
  /** Upload status ('idle', 'uploading', 'completed'), usually from `useUploadStatus`. Default 'idle'. */
  status?: UploadStatus | undefined;
  /** Files being uploaded, with progress 0..1. */
  files?: readonly UploadFileProgress[] | undefined;
  /**
   * Largest accepted file, in bytes: the API's limit, `MAX_UPLOAD_BYTES` of `@lense/api-client`. Default
   * 31457280 (30 MB). The hint and the message (`uploadDropzone.hint`, `uploadDropzone.invalidFiles`) say
   * 30 MB: change them with it.
   */
  maxFileBytes?: number | undefined;
  /**
   * The MIME types accepted: the API's list, `ACCEPTED_UPLOAD_TYPES` of `@lense/api-client`. They also
   * narrow the file picker (`accept`). Default any image (`image/*`).
   */
  acceptedTypes?: readonly string[] | undefined;
  /** Called with a valid selection (images of `acceptedTypes`, each at most `maxFileBytes`). */
  onFilesSelected: (files: File[]) => void;
  /**
   * Called with the validation message when a selection is rejected (`uploadDropzone.nothingSelected` or
   * `uploadDropzone.invalidFiles`).
   */
  onInvalid?: ((message: string) => void) | undefined;
  /** An upload failure to show, e.g. 'Failed to upload. Please try again'. */
  error?: string | undefined;
  /**
   * Heading inside the drop area. Default 'Drag and drop photos here' (`uploadDropzone.title`), or on a
   * touch screen 'Choose photos to upload' (`uploadDropzone.touchTitle`).
   */
  title?: string | undefined;
  /** Label of the pick button. Default 'Choose photos' (`uploadDropzone.button`). */
  buttonLabel?: string | undefined;
}

/** Pick or drop photos, validated before upload, with a progress bar per file. */
export const UploadDropzone = forwardRef<HTMLDivElement, UploadDropzoneProps>(function UploadDropzone(
  {
    status = 'idle',
    files = [],
    maxFileBytes,
    acceptedTypes,
    onFilesSelected,
    onInvalid,
    error,
    title,
    buttonLabel,
    ...rest
  },
  ref,
) {
  const strings = useComponentStrings('uploadDropzone', englishUploadDropzoneStrings);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const busy = status === 'uploading';

  const accept = (list: FileList | null) => {
    const selected = list ? Array.from(list) : [];
    const result = validateUploads(selected, { maxFileBytes, acceptedTypes });
    if (!result.valid) {
      const message =
        result.message === NOTHING_SELECTED_MESSAGE ? strings.nothingSelected : strings.invalidFiles;
      setInvalid(message);
      onInvalid?.(message);
      return;
    }
    setInvalid(null);
    onFilesSelected(selected);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) accept(event.dataTransfer.files);
  };

  const message = invalid ?? error;
  const statusText = { idle: '', uploading: strings.uploading, completed: strings.completed };
  return (
    <DropzoneRoot ref={ref} data-ui="UploadDropzone" data-status={status} {...rest}>
      <DropArea
        data-state={dragging ? 'dragging' : 'idle'}
        data-invalid={message ? '' : undefined}
        data-disabled={busy ? '' : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        {title ? (
          <DropTitle>{title}</DropTitle>
        ) : (
          // Both are rendered, one shown: the pointer decides, the same on the server and in the browser.
          <>
            <DropTitle data-pointer="fine">{strings.title}</DropTitle>
            <DropTitle data-pointer="coarse">{strings.touchTitle}</DropTitle>
          </>
        )}
        <DropHint>{strings.hint}</DropHint>
        <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
          {buttonLabel ?? strings.button}
        </Button>
        <HiddenInput
          ref={inputRef}
          type="file"
          accept={acceptedTypes ? acceptedTypes.join(',') : 'image/*'}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-ui="UploadDropzoneInput"
          onChange={(event) => {
            accept(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </DropArea>
      {message ? (
        <DropMessage role="alert" data-tone="error">
          {message}
        </DropMessage>
      ) : (
        <DropMessage role="status" data-tone={status === 'completed' ? 'success' : 'info'}>
          {statusText[status]}
        </DropMessage>
      )}
      {files.length > 0 ? <UploadProgressList files={files} /> : null}
    </DropzoneRoot>
  );
});
