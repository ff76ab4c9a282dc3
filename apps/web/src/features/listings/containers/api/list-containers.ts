import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContainerSort, ContainerType } from '@spaceshare/shared/constants';
import type { Container } from '@spaceshare/shared/schemas/container';
import { apiRequest, toQueryString } from '@/lib/api-client';

export type ContainerListParams = {
  min?: string;
  max?: string;
  sort?: ContainerSort;
  containerType?: ContainerType | '';
  userId?: string;
  page?: number;
  limit?: number;
};

export type ContainerPage = { items: Container[]; total: number };

/** GET /api/containers: a page of containers and the total from X-Total-Count. */
export async function listContainers(params: ContainerListParams, signal?: AbortSignal): Promise<ContainerPage> {
  const { data, headers } = await apiRequest<Container[]>(`/containers${toQueryString(params)}`, { signal });
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length };
}

export const containerListQueryKey = (params: ContainerListParams) => ['containers', 'list', params] as const;

export function containerListQueryOptions(params: ContainerListParams) {
  return queryOptions({
    queryKey: containerListQueryKey(params),
    queryFn: ({ signal }) => listContainers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContainers(params: ContainerListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...containerListQueryOptions(params), enabled: options.enabled ?? true });
}
