import { isApiError, MESSAGES, RequestTimeoutError } from '@lense/api-client';

const stringError = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { error?: unknown }).error === 'string'
    ? (value as { error: string }).error
    : undefined;

/**
 * The message of a failed call: the server's string `error` field when there is one, 'Request timed out'
 * for a time-out, else 'An error occurred, please try again later'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestTimeoutError) return MESSAGES.requestTimedOut;
  const message = isApiError(error) ? stringError(error.body) : stringError(error);
  return message || MESSAGES.genericError;
}
