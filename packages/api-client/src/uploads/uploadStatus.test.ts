import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadStatusTracker, nextUploadStatus } from './uploadStatus';

describe('nextUploadStatus', () => {
  it.each([
    ['idle', 'start', 'uploading'],
    ['uploading', 'succeed', 'completed'],
    ['uploading', 'fail', 'idle'],
    ['completed', 'settle', 'idle'],
    ['completed', 'start', 'uploading'],
    ['idle', 'succeed', 'idle'],
    ['idle', 'fail', 'idle'],
    ['idle', 'settle', 'idle'],
    ['uploading', 'settle', 'uploading'],
    ['uploading', 'start', 'uploading'],
    ['completed', 'fail', 'completed'],
  ] as const)('%s + %s → %s', (from, event, to) => {
    expect(nextUploadStatus(from, event)).toBe(to);
  });
});

describe('createUploadStatusTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → uploading → completed → idle after 3 s', () => {
    const onChange = vi.fn();
    const tracker = createUploadStatusTracker({ onChange });
    expect(tracker.status).toBe('idle');
    tracker.send('start');
    expect(tracker.status).toBe('uploading');
    tracker.send('succeed');
    expect(tracker.status).toBe('completed');
    vi.advanceTimersByTime(2_999);
    expect(tracker.status).toBe('completed');
    vi.advanceTimersByTime(1);
    expect(tracker.status).toBe('idle');
    expect(onChange.mock.calls.map(([status]) => status)).toEqual(['uploading', 'completed', 'idle']);
  });

  it('returns to idle at once on failure', () => {
    const tracker = createUploadStatusTracker();
    tracker.send('start');
    tracker.send('fail');
    expect(tracker.status).toBe('idle');
  });

  it('a new upload during the 3 s cancels the pending reset', () => {
    const tracker = createUploadStatusTracker();
    tracker.send('start');
    tracker.send('succeed');
    vi.advanceTimersByTime(2_000);
    tracker.send('start');
    vi.advanceTimersByTime(5_000);
    expect(tracker.status).toBe('uploading');
  });

  it('uses the given delay and stops the timer on dispose', () => {
    const tracker = createUploadStatusTracker({ resetAfterMs: 500 });
    tracker.send('start');
    tracker.send('succeed');
    vi.advanceTimersByTime(500);
    expect(tracker.status).toBe('idle');

    tracker.send('start');
    tracker.send('succeed');
    tracker.dispose();
    vi.advanceTimersByTime(10_000);
    expect(tracker.status).toBe('completed');
  });

  it('does not report events that change nothing', () => {
    const onChange = vi.fn();
    const tracker = createUploadStatusTracker({ onChange });
    tracker.send('succeed');
    tracker.send('fail');
    expect(onChange).not.toHaveBeenCalled();
  });
});
