/** Listing reference shown to people: last 6 characters of the id, upper-cased (spec §9). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(-6).toUpperCase();
}
