import { useCallback } from 'react';
import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/errors.json';
import { errorMessage } from './errorMessage';

const useErrorMessages = defineMessages('errors', english);

type ErrorKey = keyof typeof english;

/** The known English messages (the API's and the client's, in the specification's words) by their key. */
const KEY_OF_ENGLISH = new Map(Object.entries(english).map(([key, text]) => [text, key as ErrorKey]));

/**
 * Writes a failed call's message in the reader's language: `errorMessage`'s English, translated when it is
 * one the catalogue knows (the API answers in English), else as the server wrote it.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useErrorMessages();
  return useCallback(
    (error: unknown) => {
      const text = errorMessage(error);
      const key = KEY_OF_ENGLISH.get(text);
      return key ? t(key) : text;
    },
    [t],
  );
}
