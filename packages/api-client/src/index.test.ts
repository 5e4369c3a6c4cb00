import { describe, expect, it } from 'vitest';
import * as client from './index';

describe('package entry', () => {
  it.each([
    'DEFAULT_API_BASE',
    'spaceState',
    'spaceCardLabel',
    'newSpaceDefaults',
    'cosineSimilarity',
    'applySpaceFilters',
    'createSpaceListReducer',
    'spaceListReducer',
    'initialSpaceListState',
    'photoListReducer',
    'initialPhotoListState',
    'displayTitle',
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
});
