import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { ApiResponse } from './operations';
import type { OutboxMessage, PhonePrompt, PhonePromptAnswer } from './types';

/** The API's own state: health and, in development, the local mail outbox and the M-Pesa simulator's phone. */
export interface MetaEndpoints {
  /** GET /health: whether the API and its database answer. */
  health(options?: CallOptions): Promise<ApiResponse<'/health', 'get'>>;
  /** GET /dev/mailbox: mail written to the outbox, newest first (only when the API has no SMTP server). */
  devMailbox(options?: CallOptions): Promise<{ messages: OutboxMessage[] }>;
  /**
   * GET /dev/phone: the PIN prompts the built-in M-Pesa simulator sent, newest first, to `phone` only when
   * given (only without Daraja, to clients on the API's machine).
   */
  devPhone(phone?: string, options?: CallOptions): Promise<{ prompts: PhonePrompt[] }>;
  /**
   * POST /dev/phone/prompts/{checkout_request_id}: answers a prompt on the simulator's phone as the buyer
   * would (accept, cancel, insufficient_funds, timeout, wrong_pin); `deliver_callback: false` loses the
   * callback, leaving the order to the API's status checks. 404 for an unknown prompt.
   */
  answerPhonePrompt(
    checkoutRequestId: string,
    answer: PhonePromptAnswer,
    options?: CallOptions,
  ): Promise<PhonePrompt>;
}

/** The endpoint functions of the API's own state. */
export function metaEndpoints({ call }: EndpointContext): MetaEndpoints {
  return {
    health: (options) => call('get', '/health', options),
    devMailbox: (options) => call('get', '/dev/mailbox', options),
    devPhone: (phone, options) =>
      call('get', '/dev/phone', { ...options, query: phone === undefined ? {} : { phone } }),
    answerPhonePrompt: (checkout_request_id, body, options) =>
      call('post', '/dev/phone/prompts/{checkout_request_id}', {
        ...options,
        params: { checkout_request_id },
        body,
      }),
  };
}
