import { toast } from '@lense/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorText } from './errorText';
import { useTiming } from './timing';

/**
 * Runs one form submission at a time. `submitting` turns true when a submission starts and back to false
 * 1 s after its response (success or failure), so buttons re-enable after a short pause. `fail` shows a
 * failure as an error toast in the reader's language, which the next submission takes down: a later success
 * never sits beside an earlier failure.
 */
export function useSubmission(reenableAfterMs?: number) {
  const { buttonReenableMs } = useTiming();
  const reenableMs = reenableAfterMs ?? buttonReenableMs;
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failure = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const errorText = useErrorText();
  const fail = useCallback(
    (error: unknown) => {
      failure.current = toast.error(errorText(error));
    },
    [errorText],
  );

  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setSubmitting(true);
      if (failure.current !== null) toast.dismiss(failure.current);
      failure.current = null;
      try {
        await task();
      } finally {
        timer.current = setTimeout(() => {
          running.current = false;
          setSubmitting(false);
        }, reenableMs);
      }
    },
    [reenableMs],
  );

  return { submitting, run, fail };
}
