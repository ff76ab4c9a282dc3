import { describe, expect, it } from 'vitest';
import { looksLikeRoute } from './looks-like-route';

describe('looksLikeRoute', () => {
  it.each(['China to Ghana', 'from Yiwu', 'to Kenya', 'guangzhou-accra', 'Guangzhou → Accra', 'Shenzhen -> Lagos', '广州到阿克拉', 'China Ghana', 'CN to GH'])(
    'offers an alert for %s',
    (search) => expect(looksLikeRoute(search)).toBe(true),
  );
  it.each(['', '   ', 'electronics', 'Accra', 'cheap fast safe parcels', '2-3'])('offers none for "%s"', (search) =>
    expect(looksLikeRoute(search)).toBe(false),
  );
});
