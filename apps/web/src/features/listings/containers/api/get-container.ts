import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from '@spaceshare/shared/schemas/container';
import { api } from '@/lib/api-client';

/** GET /api/containers/single/{id}. */
export function getContainer(id: string, signal?: AbortSignal): Promise<Container> {
  return api<Container>(`/containers/single/${encodeURIComponent(id)}`, { signal });
}

export const containerQueryKey = (id: string) => ['containers', 'detail', id] as const;

export function containerQueryOptions(id: string) {
  return queryOptions({ queryKey: containerQueryKey(id), queryFn: ({ signal }) => getContainer(id, signal), enabled: !!id });
}

export function useContainer(id: string) {
  return useQuery(containerQueryOptions(id));
}
