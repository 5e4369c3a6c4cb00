import {
  FileList,
  FileName,
  FilePercent,
  FileRow,
  ProgressFill,
  ProgressTrack,
} from './UploadDropzone.styles';

/** One file's upload progress. */
export interface UploadProgress {
  /** Stable id; defaults to the name. */
  id?: string;
  /** File name shown and used as the progress bar's label. */
  name: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
}

/** Props of {@link UploadProgressList}. */
export interface UploadProgressListProps {
  /** The files and their progress. */
  files: readonly UploadProgress[];
}

/** A progress bar per file. */
export function UploadProgressList({ files }: UploadProgressListProps) {
  return (
    <FileList aria-label="Upload progress">
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
}
