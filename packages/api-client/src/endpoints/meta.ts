import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { ApiResponse } from './operations';
import type { OutboxMessage } from './types';

/** The API's own state: health and, in development, the local mail outbox. */
export interface MetaEndpoints {
  /** GET /health: whether the API and its database answer. */
  health(options?: CallOptions): Promise<ApiResponse<'/health', 'get'>>;
  /** GET /dev/mailbox: mail written to the outbox, newest first (only when the API has no SMTP server). */
  devMailbox(options?: CallOptions): Promise<{ messages: OutboxMessage[] }>;
}

/** The endpoint functions of the API's own state. */
export function metaEndpoints({ call }: EndpointContext): MetaEndpoints {
  return {
    health: (options) => call('get', '/health', options),
    devMailbox: (options) => call('get', '/dev/mailbox', options),
  };
}
