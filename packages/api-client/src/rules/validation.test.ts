import { describe, expect, it } from 'vitest';
import {
  canSubmitExitSurvey,
  canSubmitForgotPassword,
  canSubmitLogin,
  canSubmitPasswordReset,
  canSubmitSignup,
  checkUploadList,
  collectionNameError,
  EXIT_SURVEY_REASONS,
  isExitSurveyReason,
  isValidEmail,
  NAME_PATTERN,
  newsletterEmailError,
  SLUG_PATTERN,
  siteNameError,
} from './validation';

describe('canSubmitLogin', () => {
  const form = { email: 'a@b.co', password: 'secret' };

  it('allows a filled form when nothing is running', () => {
    expect(canSubmitLogin(form, false)).toBe(true);
  });

  it('refuses an empty e-mail or password', () => {
    expect(canSubmitLogin({ ...form, email: '' }, false)).toBe(false);
    expect(canSubmitLogin({ ...form, email: '   ' }, false)).toBe(false);
    expect(canSubmitLogin({ ...form, password: '' }, false)).toBe(false);
  });

  it('refuses while a submission is running', () => {
    expect(canSubmitLogin(form, true)).toBe(false);
  });
});

describe('canSubmitSignup', () => {
  const form = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret',
    accepted_terms_of_service: true,
  };

  it('allows a complete form with accepted terms', () => {
    expect(canSubmitSignup(form, false)).toBe(true);
  });

  it.each(['first_name', 'last_name', 'email', 'password'] as const)('refuses an empty %s', (field) => {
    expect(canSubmitSignup({ ...form, [field]: '' }, false)).toBe(false);
  });

  it('refuses until the terms are accepted', () => {
    expect(canSubmitSignup({ ...form, accepted_terms_of_service: false }, false)).toBe(false);
  });

  it('refuses while a submission is running', () => {
    expect(canSubmitSignup(form, true)).toBe(false);
  });
});

describe('canSubmitForgotPassword', () => {
  it('needs a non-empty e-mail', () => {
    expect(canSubmitForgotPassword('a@b.co')).toBe(true);
    expect(canSubmitForgotPassword(' ')).toBe(false);
  });
});

describe('canSubmitPasswordReset', () => {
  it('needs both fields, equal', () => {
    expect(canSubmitPasswordReset({ password: 'x1', password_confirmation: 'x1' })).toBe(true);
    expect(canSubmitPasswordReset({ password: 'x1', password_confirmation: 'x2' })).toBe(false);
    expect(canSubmitPasswordReset({ password: '', password_confirmation: '' })).toBe(false);
    expect(canSubmitPasswordReset({ password: 'x1', password_confirmation: '' })).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.ke', "o'brien@example.org"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'a b@example.com',
    'ada@-x.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a local part of 64 characters and rejects 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts 254 characters in all and rejects 255', () => {
    const domain = (length: number) =>
      `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(length - 183)}`;
    const at254 = `${'a'.repeat(64)}@${domain(189)}`;
    const at255 = `${'a'.repeat(64)}@${domain(190)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(at255)).toBe(false);
  });

  it("gives the newsletter's message for an invalid address only", () => {
    expect(newsletterEmailError('nope')).toBe('Please use a valid email');
    expect(newsletterEmailError('ada@example.com')).toBeUndefined();
  });
});

describe('NAME_PATTERN', () => {
  it.each(['abc', 'My Site', 'site_1', 'a-b', '123'])('accepts %j', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
  });

  it.each(['', 'ab', 'site!', 'dot.name', 'tab\tname'])('rejects %j', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
  });

  it('gives the site and collection messages', () => {
    expect(siteNameError('ab')).toBe('invalid site name');
    expect(siteNameError('abc')).toBeUndefined();
    expect(collectionNameError('a!')).toBe('invalid collection name');
    expect(collectionNameError('Summer 2026')).toBeUndefined();
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['a', 'abc', 'my-site', 'Site-2026', 'a1-b2-c3'])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(['', '-abc', 'abc-', '-', 'my site', 'my_site', 'café'])('rejects %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});

describe('exit survey', () => {
  it('lists the reasons verbatim', () => {
    expect(EXIT_SURVEY_REASONS).toEqual([
      'too expensive',
      'missing features',
      'poor service',
      'privacy concerns',
      'other',
    ]);
  });

  it('needs a listed reason and feedback', () => {
    expect(canSubmitExitSurvey({ reason: 'other', feedback: 'Moving on' })).toBe(true);
    expect(canSubmitExitSurvey({ reason: '', feedback: 'Moving on' })).toBe(false);
    expect(canSubmitExitSurvey({ reason: 'bored', feedback: 'Moving on' })).toBe(false);
    expect(canSubmitExitSurvey({ reason: 'poor service', feedback: '  ' })).toBe(false);
    expect(isExitSurveyReason('Too Expensive')).toBe(false);
  });
});

describe('checkUploadList', () => {
  const image = (size = 1000, type = 'image/jpeg') => ({ type, size });

  it('refuses nothing', () => {
    expect(checkUploadList([])).toEqual({ ok: false, error: 'Nothing selected for upload' });
    expect(checkUploadList(null)).toEqual({ ok: false, error: 'Nothing selected for upload' });
    expect(checkUploadList(undefined)).toEqual({ ok: false, error: 'Nothing selected for upload' });
  });

  it('accepts images up to 31457280 bytes', () => {
    expect(checkUploadList([image(), image(31_457_280, 'image/png')])).toEqual({ ok: true });
  });

  const invalid = {
    ok: false,
    error: 'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
  };

  it('refuses the whole list for one file over the limit', () => {
    expect(checkUploadList([image(), image(31_457_281)])).toEqual(invalid);
  });

  it('refuses the whole list for one non-image', () => {
    expect(checkUploadList([image(), image(10, 'video/mp4')])).toEqual(invalid);
    expect(checkUploadList([image(10, '')])).toEqual(invalid);
  });

  it('accepts a real FileList-like of Files', () => {
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(checkUploadList([file])).toEqual({ ok: true });
  });
});
