import { describe, expect, it } from 'vitest';
import { PAGE_META } from '../pages.js';
import { containerExploreMeta } from './explore-meta.js';

const containers = (query: string) => containerExploreMeta(new URLSearchParams(query));

describe('containerExploreMeta', () => {
  it('names a container type', () => {
    expect(containers('containerType=40ft&sort=price&page=2')).toEqual({
      title: '40ft containers',
      description:
        'Shared 40ft shipping containers with spare cargo space, priced per CBM. Compare prices, chat with container owners and book on SpaceShare.',
      path: '/containers?containerType=40ft',
    });
    expect(containers('containerType=40ft-HC').title).toBe('40ft-HC containers');
    const generic = { ...PAGE_META['/containers'], path: '/containers' };
    for (const query of ['', 'search=%20', 'containerType=10ft']) {
      expect(containers(query), query).toEqual(generic);
    }
    // A page past the last is the last page the API serves, of the same list.
    expect(containers('containerType=40ft&page=99999').title).toBe('40ft containers');
  });

  it('names a search (decision 2205), by the places the list searched once it has answered', () => {
    expect(containers('search=Shenzhen&sort=price')).toEqual({
      title: 'Containers matching “Shenzhen”',
      description:
        'Shared shipping containers matching “Shenzhen” with spare cargo space, priced per CBM. Compare prices, chat with container owners and book on SpaceShare.',
      path: '/containers?search=Shenzhen',
    });
    expect(containers('search=yiwu&containerType=40ft').title).toBe('40ft containers matching “yiwu”');
    expect(containers('search=yiwu&containerType=40ft').path).toBe('/containers?search=yiwu&containerType=40ft');
    expect(containerExploreMeta(new URLSearchParams('search=yiwuu'), 'Yiwu').title).toBe('Containers matching “Yiwu”');
  });
});
