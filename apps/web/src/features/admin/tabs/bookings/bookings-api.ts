import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBookingCancel,
  AdminBookingCancelResult,
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingsQuery,
} from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

export type BookingsFilter = Pick<AdminBookingsQuery, 'q' | 'page'>;

function bookingsSearch({ q, page }: BookingsFilter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  return params.toString();
}

/** Bookings of every account, newest first; q is a confirmation code, an e-mail or a name. */
export const useAdminBookings = (filter: BookingsFilter) =>
  useQuery({
    queryKey: queryKeys.admin.bookings.list(filter),
    queryFn: ({ signal }) => api<AdminBookingList>(`/api/admin/bookings?${bookingsSearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One booking as its traveller sees it, its account holder and what cancelling now would refund. */
export const useAdminBooking = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.bookings.detail(id),
    queryFn: ({ signal }) => api<AdminBookingDetail>(bookingPath(id), { signal }),
  });

/** Cancels on the traveller's behalf: the policy's refund, or a Super Admin's override with a reason. */
export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminBookingCancel & { id: string }) =>
      api<AdminBookingCancelResult>(`${bookingPath(id)}/cancel`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all() }),
  });
};
