import { type DragEvent, forwardRef, useRef, useState } from 'react';
import { Button } from '../Button';
import {
  DropArea,
  DropHint,
  DropMessage,
  DropTitle,
  DropzoneRoot,
  HiddenInput,
} from './UploadDropzone.styles';
import { type UploadProgress, UploadProgressList } from './UploadProgressList';
import type { UploadStatus } from './useUploadStatus';
import { validateUploads } from './validateUploads';

/** Props of {@link UploadDropzone}. */
export interface UploadDropzoneProps {
  /** Upload status, usually from `useUploadStatus`. Default 'idle'. */
  status?: UploadStatus;
  /** Files being uploaded, with progress 0..1. */
  files?: readonly UploadProgress[];
  /** Called with a valid selection (images, each at most 30 MB). */
  onFilesSelected: (files: File[]) => void;
  /** Called with the validation message when a selection is rejected. */
  onInvalid?: (message: string) => void;
  /** An upload failure to show, e.g. 'Failed to upload. Please try again'. */
  error?: string;
  /** Heading inside the drop area. Default 'Drag and drop photos here'. */
  title?: string;
  /** Label of the pick button. Default 'Choose photos'. */
  buttonLabel?: string;
  className?: string;
}

const statusText: Record<UploadStatus, string> = {
  idle: '',
  uploading: 'Uploading…',
  completed: 'Upload complete',
};

/** Pick or drop photos, validated before upload, with a progress bar per file. */
export const UploadDropzone = forwardRef<HTMLDivElement, UploadDropzoneProps>(function UploadDropzone(
  {
    status = 'idle',
    files = [],
    onFilesSelected,
    onInvalid,
    error,
    title = 'Drag and drop photos here',
    buttonLabel = 'Choose photos',
    className,
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const busy = status === 'uploading';

  const accept = (list: FileList | null) => {
    const selected = list ? Array.from(list) : [];
    const result = validateUploads(selected);
    if (!result.valid) {
      setInvalid(result.message);
      onInvalid?.(result.message);
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
  return (
    <DropzoneRoot ref={ref} data-ui="UploadDropzone" data-status={status} className={className}>
      <DropArea
        data-state={dragging ? 'dragging' : 'idle'}
        data-invalid={message ? '' : undefined}
        data-disabled={busy ? '' : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <DropTitle>{title}</DropTitle>
        <DropHint>Photos only, up to 30 MB each</DropHint>
        <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
          {buttonLabel}
        </Button>
        <HiddenInput
          ref={inputRef}
          type="file"
          accept="image/*"
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
