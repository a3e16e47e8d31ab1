import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { NewStaff, StaffChange } from '../../../client/staff';
import type { StaffAccount } from '../../../contract/staff';
import { useToasts } from '../../components/toasts';

export const staffKeys = { list: ['staff', 'accounts'] as const };

export const staffList = (client: SeatdeskClient) =>
  queryOptions({ queryKey: staffKeys.list, queryFn: () => client.staff.list() });

export function useAddStaff(client: SeatdeskClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: NewStaff) => client.staff.add(account),
    meta: { toast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** One change to one account; the toast says what happened in words. */
export function useChangeStaff(client: SeatdeskClient) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: ({
      account,
      change,
    }: {
      account: StaffAccount;
      change: StaffChange;
      done: string;
    }) => client.staff.change(account.id, change),
    meta: { errorTitle: 'The account was not changed' },
    onSuccess: (_changed, { done }) => {
      toasts.push({ kind: 'success', title: done });
      return queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
  });
}
