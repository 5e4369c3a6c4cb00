import { describe, expect, it } from 'vitest';
import * as client from './index';

describe('package entry', () => {
  it.each([
    'DEFAULT_API_BASE',
    'photoListReducer',
    'initialPhotoListState',
    'isValidEmail',
    'NAME_PATTERN',
    'SLUG_PATTERN',
    'checkUploadList',
    'createSessionStore',
    'isSessionActive',
    'isTokenExpired',
    'startSessionWatch',
    'createTransport',
    'ApiError',
    'RequestTimeoutError',
    'uploadFiles',
    'createUploadStatusTracker',
    'downloadFile',
    'REQUEST_TIMEOUT_MS',
    'createLenseClient',
    'findNewsletterList',
    'uploadToSpace',
    'uploadWatermark',
  ])('exports %s', (name) => {
    expect(client).toHaveProperty(name);
    expect((client as Record<string, unknown>)[name]).toBeDefined();
  });

  // Display, layout and routing belong to the design system and the app (one home per rule), and the
  // entities' types are the generated ones.
  it.each([
    'displayTitle',
    'titleCase',
    'parseLocalDate',
    'spaceState',
    'applySpaceFilters',
    'spaceListReducer',
    'priceError',
    'PRICE_PATTERN',
    'postLoginPath',
    'BREAKPOINTS',
    'MASONRY_COLUMN_WIDTHS',
    'LOGIN_PATH',
  ])('does not export %s', (name) => {
    expect(client).not.toHaveProperty(name);
  });
});
