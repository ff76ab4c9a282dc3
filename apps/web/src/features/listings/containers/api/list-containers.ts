import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from '@spaceshare/shared/schemas/container';
import type { ContainerListQueryInput } from '@spaceshare/shared/schemas/list-query';
import { listPage, type ListPage } from '../../api/list-page';

/** The shared list query of GET /api/containers, as the client sends it. */
export type ContainerListParams = ContainerListQueryInput;

export type ContainerPage = ListPage<Container>;

/** GET /api/containers: a page of containers and the total from X-Total-Count. */
export function listContainers(params: ContainerListParams, signal?: AbortSignal): Promise<ContainerPage> {
  return listPage<Container>('/containers', params, signal);
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
