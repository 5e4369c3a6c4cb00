import { forwardRef, type HTMLAttributes } from 'react';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishUploadDropzoneStrings } from './englishUploadDropzoneStrings';
import {
  FileList,
  FileName,
  FilePercent,
  FileRow,
  ProgressFill,
  ProgressTrack,
} from './UploadDropzone.styles';

/** One file's row in {@link UploadProgressList}: its name and how much of it is sent. */
export interface UploadFileProgress {
  /** Stable id; defaults to the name. */
  id?: string | undefined;
  /** File name shown and used as the progress bar's label. */
  name: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
}

/** Props of {@link UploadProgressList}; other attributes go to its root `ul`. */
export interface UploadProgressListProps extends HTMLAttributes<HTMLUListElement> {
  /** The files and their progress. */
  files: readonly UploadFileProgress[];
}

/** A progress bar per file. */
export const UploadProgressList = forwardRef<HTMLUListElement, UploadProgressListProps>(
  function UploadProgressList({ files, ...rest }, ref) {
    const strings = useComponentStrings('uploadDropzone', englishUploadDropzoneStrings);
    return (
      <FileList ref={ref} aria-label={strings.progress} {...rest}>
        {files.map((file) => {
          const percent = Math.round(Math.min(1, Math.max(0, file.progress)) * 100);
          return (
            <FileRow key={file.id ?? file.name}>
              <FileName>{file.name}</FileName>
              <FilePercent aria-hidden="true">{percent}%</FilePercent>
              <ProgressTrack
                role="progressbar"
                aria-label={file.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <ProgressFill
                  data-complete={percent === 100 ? '' : undefined}
                  style={{ width: `${percent}%` }}
                />
              </ProgressTrack>
            </FileRow>
          );
        })}
      </FileList>
    );
  },
);
