import { describe, expect, it } from 'vitest';
import { idInLink, namesOneRecord, orderRef, shortId, shortIdSearched } from './short-id.js';

describe('shortId', () => {
  it('takes the last 6 characters upper-cased', () => {
    expect(shortId('65f1c2ab9d3e4f5a6b7c8d9e')).toBe('7C8D9E');
  });

  it('keeps short ids whole and tolerates missing ones', () => {
    expect(shortId('ab12')).toBe('AB12');
    expect(shortId(undefined)).toBe('');
  });
});

describe('orderRef', () => {
  it('is the short id behind a #', () => {
    expect(orderRef('65f1c2ab9d3e4f5a6b7c8d9e')).toBe('#7C8D9E');
  });
});

describe('shortIdSearched', () => {
  it('reads a reference as people quote it, with or without #, in any case', () => {
    for (const q of ['#7C8D9E', '7c8d9e', ' #7c8D9e ']) expect(shortIdSearched(q)).toBe('7c8d9e');
  });

  it('is null for anything else: names, whole ids, other lengths, letters past f', () => {
    for (const q of ['kofi', '65f1c2ab9d3e4f5a6b7c8d9e', '#7C8D9', '#7C8D9E1', 'ABCDEG', '# 7C8D9E', '']) expect(shortIdSearched(q)).toBeNull();
  });
});

describe('idInLink', () => {
  const id = '65f1c2ab9d3e4f5a6b7c8d9e';
  it('reads the id of a pasted listing or profile link, whole or as a path, with its query, hash or edit page', () => {
    for (const q of [
      `https://spaceshare.example/gig/${id}`,
      ` http://localhost:3000/container/${id.toUpperCase()}?utm_source=whatsapp `,
      `/profile/${id}#reviews`,
      `spaceshare.example/gig/${id}/edit`,
      `gig/${id}`,
    ]) expect(idInLink(q), q).toBe(id);
  });

  it('is null for anything else: a bare id, other pages, ids of another length', () => {
    for (const q of [id, `/message/${id}`, `/gig/${id}1`, `/gig/${id.slice(1)}`, `/mygig/${id}`, 'kofi', '']) expect(idInLink(q), q).toBeNull();
  });
});

describe('namesOneRecord', () => {
  it('is true for an id, a number or a link, false for words', () => {
    for (const q of ['65f1c2ab9d3e4f5a6b7c8d9e', ' #7C8D9E', '7c8d9e', '/gig/65f1c2ab9d3e4f5a6b7c8d9e']) expect(namesOneRecord(q), q).toBe(true);
    for (const q of ['kofi', 'Guangzhou to Accra', '#7C8D9', '']) expect(namesOneRecord(q), q).toBe(false);
  });
});
