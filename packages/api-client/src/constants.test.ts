import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { MESSAGES, SESSION_ENDING_ERRORS } from './messages';

describe('business constants', () => {
  it('match the product specification', () => {
    expect(constants).toMatchObject({
      REQUEST_TIMEOUT_MS: 60_000,
      TOKEN_EXPIRY_MARGIN_MS: 60_000,
      SESSION_RECHECK_INTERVAL_MS: 60_000,
      TOKEN_RECHECK_INTERVAL_MS: 60_000,
      SITE_NAME_DEBOUNCE_MS: 1_000,
      UPLOAD_STATUS_RESET_MS: 3_000,
      COPY_STATUS_RESET_MS: 3_000,
      REDIRECT_AFTER_DELETE_MS: 1_000,
      REDIRECT_AFTER_PASSWORD_CHANGE_MS: 2_000,
      BUTTON_REENABLE_MS: 1_000,
      TOAST_AUTO_CLOSE_MS: 5_000,
      TOAST_SWIPE_CLOSE_FRACTION: 0.8,
      MAX_VISIBLE_NOTIFICATIONS: 3,
      MAX_UPLOAD_BYTES: 31_457_280,
      SCROLL_PAGING_THRESHOLD: 0.7,
      FREE_TRIAL_DAYS: 30,
      EMAIL_MAX_LENGTH: 254,
      EMAIL_LOCAL_PART_MAX_LENGTH: 64,
      BASIC_PLAN_NAME: 'basic',
    });
    expect(constants.MAX_UPLOAD_BYTES).toBe(30 * 1024 * 1024);
  });

  it('hold no layout or routing: those belong to the design system and the app', () => {
    for (const name of [
      'BREAKPOINTS',
      'MASONRY_COLUMN_WIDTHS',
      'MASONRY_GUTTER',
      'LOGIN_PATH',
      'HOME_PATH',
    ]) {
      expect(constants).not.toHaveProperty(name);
    }
  });

  it('keep the specified wording of messages', () => {
    expect(MESSAGES.requestTimedOut).toBe('Request timed out');
    expect(MESSAGES.invalidUploadList).toBe(
      'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
    );
    expect(SESSION_ENDING_ERRORS).toEqual(['revoked token', 'nil user']);
  });
});
