import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficeList } from '@escazo/contracts/offices';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export const getOffices = ({ signal }: { signal?: AbortSignal } = {}): Promise<OfficeList> =>
  api<OfficeList>('/api/offices', { signal });

export const officesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.offices.all(), queryFn: getOffices, staleTime: 60 * 60 * 1000 });

export const useOffices = () => useQuery(officesQueryOptions());
