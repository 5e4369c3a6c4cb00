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
      MAX_UPLOAD_BYTES: 31_457_280,
      GUEST_PHOTOS_PER_MINUTE: 60,
      FREE_TRIAL_DAYS: 30,
      EMAIL_MAX_LENGTH: 254,
      EMAIL_LOCAL_PART_MAX_LENGTH: 64,
      BASIC_PLAN_NAME: 'basic',
    });
    expect(constants.MAX_UPLOAD_BYTES).toBe(30 * 1024 * 1024);
  });

  it('hold no layout, routing or screen delays: those belong to the design system and the app', () => {
    for (const name of [
      'BUTTON_REENABLE_MS',
      'COPY_STATUS_RESET_MS',
      'REDIRECT_AFTER_DELETE_MS',
      'SCROLL_PAGING_THRESHOLD',
      'TOAST_AUTO_CLOSE_MS',
      'UPLOAD_STATUS_RESET_MS',
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
