// Whether a search names a route, as far as the page can tell without the server's list of places:
// 'China to Ghana', 'from Yiwu', 'to Kenya', 'guangzhou-accra', 'Guangzhou → Accra', '广州到阿克拉',
// 'China Ghana'. The server decides (POST /api/alerts refuses what is no route); this only decides
// whether to offer the alert at all.

const CONNECTOR = /(^|\s)(from|to)\s|->|=>|[→⇒➔➜⟶]|\p{L}\s*[-–—]\s*\p{L}|[到至]/iu;

export function looksLikeRoute(search: string): boolean {
  const text = search.trim();
  if (!text) return false;
  return CONNECTOR.test(text) || text.split(/\s+/).length === 2;
}
