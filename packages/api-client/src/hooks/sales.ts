import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MpesaAccount, MpesaAccountInput, SpaceSale } from '../index';
import type { LenseMutation } from './accountMutations';
import { useLenseClient } from './context';
import { lenseKey, lenseKeys, type MutationId, mutationKey } from './keys';
import type { LenseQuery, LenseQueryConfig } from './queries';
import { useUserScope } from './useSession';

// The organiser's side of selling: where the money goes and what was sold. Each mutation writes its answer
// into the read it changes (ADR 0028): nothing else shows the account or a sale.

/** GET /me/mpesa_account: the signed-in organiser's till or paybill (not fetched while signed out). */
export function useMpesaAccount(config?: LenseQueryConfig<MpesaAccount>): LenseQuery<MpesaAccount> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(user === null ? null : lenseKeys.mpesaAccount(user), () => client.mpesaAccount.get(), config);
}

/**
 * PUT /me/mpesa_account: `trigger(input)` connects a till or paybill once M-Pesa accepts it (a 422 or 502
 * `error` otherwise); the answer replaces the cached account.
 */
export function useConnectMpesa(): LenseMutation<MpesaAccount, MpesaAccountInput> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('put', '/me/mpesa_account', user === null ? {} : { user }),
    async (_key: readonly unknown[], { arg }: { arg: MpesaAccountInput }) => {
      const account = await client.mpesaAccount.connect(arg);
      if (user !== null) await mutate(lenseKeys.mpesaAccount(user), account, { revalidate: false });
      return account;
    },
  );
}

/** DELETE /me/mpesa_account: `trigger()` disconnects it (sales stop); the answer replaces the cached account. */
export function useDisconnectMpesa(): LenseMutation<MpesaAccount, void> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(lenseKey('delete', '/me/mpesa_account', user === null ? {} : { user }), async () => {
    const account = await client.mpesaAccount.disconnect();
    if (user !== null) await mutate(lenseKeys.mpesaAccount(user), account, { revalidate: false });
    return account;
  });
}

/** GET /spaces/{space_id}/orders: the space's sales, newest first (owner; not fetched while signed out). */
export function useSpaceSales(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<SpaceSale[]>,
): LenseQuery<SpaceSale[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null || !spaceId ? null : lenseKeys.spaceSales(user, spaceId),
    async () => (await client.orders.forSpace(spaceId as string)).orders,
    config,
  );
}

/**
 * POST /spaces/{space_id}/orders/{order_id}/refund: `trigger(orderId)` marks a paid order refunded; the
 * answer replaces that order in the cached sales list, which is not read again.
 */
export function useRefundOrder(spaceId: MutationId): LenseMutation<SpaceSale, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey(
      'post',
      '/spaces/{space_id}/orders/{order_id}/refund',
      { space_id: spaceId },
      user === null ? {} : { user },
    ),
    async (_key: readonly unknown[], { arg: orderId }: { arg: string }) => {
      const sale = await client.orders.refund(spaceId as string, orderId);
      if (user !== null)
        await mutate(
          lenseKeys.spaceSales(user, spaceId as string),
          (sales?: SpaceSale[]) => sales?.map((candidate) => (candidate.id === sale.id ? sale : candidate)),
          { revalidate: false },
        );
      return sale;
    },
  );
}
