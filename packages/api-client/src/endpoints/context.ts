import type { SessionStore } from '../session/store';
import type { Call } from './call';

/** What each resource's endpoint functions are built from. */
export interface EndpointContext {
  /** Sends a typed call through the client's transport. */
  call: Call;
  /** The session the transport reads the token from; sign-in and sign-out update it. */
  session: Pick<SessionStore, 'update' | 'clear'>;
}
