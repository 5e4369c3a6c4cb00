import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { MpesaAccount, MpesaAccountInput } from './types';

/** The signed-in organiser's Lipa na M-Pesa till or paybill, where their sales are paid. */
export interface MpesaAccountEndpoints {
  /** GET /me/mpesa_account: the connected till or paybill (`connected: false` when none); never a secret. */
  get(options?: CallOptions): Promise<MpesaAccount>;
  /**
   * PUT /me/mpesa_account: connects a till or paybill once M-Pesa accepts its keys and passkey (422 when
   * M-Pesa refuses them, 502 when it cannot be reached). The answer holds no secret.
   */
  connect(input: MpesaAccountInput, options?: CallOptions): Promise<MpesaAccount>;
  /** DELETE /me/mpesa_account: disconnects it; the organiser's spaces stop selling. */
  disconnect(options?: CallOptions): Promise<MpesaAccount>;
}

/** The endpoint functions of the organiser's M-Pesa account. */
export function mpesaAccountEndpoints({ call }: EndpointContext): MpesaAccountEndpoints {
  return {
    get: (options) => call('get', '/me/mpesa_account', options),
    connect: (body, options) => call('put', '/me/mpesa_account', { ...options, body }),
    disconnect: (options) => call('delete', '/me/mpesa_account', options),
  };
}
