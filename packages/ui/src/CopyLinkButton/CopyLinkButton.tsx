import { type ButtonHTMLAttributes, forwardRef, useState } from 'react';
import { useTimedReset } from '../hooks/useTimedReset';
import { useComponentStrings } from '../locale/useComponentStrings';
import { Spinner } from '../Spinner';
import { CopyLinkRoot } from './CopyLinkButton.styles';
import { englishCopyLinkButtonStrings } from './englishCopyLinkButtonStrings';

/** Where a copy is: idle, copying, copied (back to idle after the reset delay). */
export type CopyStatus = 'idle' | 'copying' | 'copied';

/** Props of {@link CopyLinkButton}; other attributes go to its root `button`. */
export interface CopyLinkButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'value' | 'children' | 'onError'> {
  /** The link to copy. */
  value: string;
  /** Writes text to the clipboard. Default: `navigator.clipboard.writeText`. */
  copy?: ((text: string) => Promise<void>) | undefined;
  /** Milliseconds 'copied' lasts before returning to idle. Default 3000. */
  resetAfter?: number | undefined;
  /** Called after a successful copy. */
  onCopied?: ((text: string) => void) | undefined;
  /** Called when copying fails (the button returns to idle). */
  onError?: ((error: unknown) => void) | undefined;
  /** Labels per status. Default 'Copy link', 'Copying…', 'Link copied' (`copyLinkButton`). */
  labels?: Partial<Record<CopyStatus, string>> | undefined;
}

const linkPath = 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1 M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1';
const checkPath = 'M5 12l5 5L20 7';

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** Copies a link to the clipboard: idle → copying → copied → idle after 3 s; a failure returns to idle. */
export const CopyLinkButton = forwardRef<HTMLButtonElement, CopyLinkButtonProps>(function CopyLinkButton(
  { value, copy = clipboardCopy, resetAfter = 3000, onCopied, onError, labels, ...rest },
  ref,
) {
  const strings = useComponentStrings('copyLinkButton', englishCopyLinkButtonStrings);
  const [status, setStatus] = useState<CopyStatus>('idle');
  useTimedReset(status === 'copied', resetAfter, () => setStatus('idle'));
  const text = { idle: strings.idle, copying: strings.copying, copied: strings.copied, ...labels };

  const handleClick = async () => {
    if (status === 'copying') return;
    setStatus('copying');
    try {
      await copy(value);
      setStatus('copied');
      onCopied?.(value);
    } catch (error) {
      setStatus('idle');
      onError?.(error);
    }
  };

  return (
    <CopyLinkRoot
      ref={ref}
      type="button"
      data-ui="CopyLinkButton"
      data-state={status}
      aria-busy={status === 'copying' || undefined}
      onClick={handleClick}
      {...rest}
    >
      {status === 'copying' ? (
        <Spinner size="small" color="currentColor" label={strings.busy} />
      ) : (
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d={status === 'copied' ? checkPath : linkPath} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <span aria-live="polite">{text[status]}</span>
    </CopyLinkRoot>
  );
});
