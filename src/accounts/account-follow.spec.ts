import { decodeCursor, encodeCursor } from './account-follow';

describe('the account stream cursor (its events’ id)', () => {
  it('round-trips match ids and versions, the empty cursor included', () => {
    const cursor = new Map([
      ['0b7e6d7c-1f2a-4c3b-9d8e-7f6a5b4c3d2e', 17],
      ['ffffffff-0000-4000-8000-000000000001', -1],
    ]);
    const id = encodeCursor(cursor);
    expect(id).toMatch(/^a1:[A-Za-z0-9_-]{22}\.17,[A-Za-z0-9_-]{22}\.-1$/);
    expect(decodeCursor(id)).toEqual(cursor);
    expect(decodeCursor(encodeCursor(new Map()))).toEqual(new Map());
    // the encoded match ids kept between calls give the same id, as the cursor moves on
    const keys = new Map<string, string>();
    expect(encodeCursor(cursor, keys)).toBe(id);
    expect(keys.size).toBe(2);
    cursor.set('0b7e6d7c-1f2a-4c3b-9d8e-7f6a5b4c3d2e', 18);
    expect(encodeCursor(cursor, keys)).toBe(encodeCursor(cursor));
    expect(decodeCursor(encodeCursor(cursor, keys))?.get('0b7e6d7c-1f2a-4c3b-9d8e-7f6a5b4c3d2e')).toBe(18);
  });

  it('is null for what is not one of its ids', () => {
    for (const id of [
      undefined,
      '',
      '17',
      'a1:x.1',
      'a1:AAAAAAAAAAAAAAAAAAAAAA.1.2',
      'a1:AAAAAAAAAAAAAAAAAAAAAA.-2',
      'a1:AAAAAAAAAAAAAAAAAAAAAA.01',
    ])
      expect(decodeCursor(id)).toBeNull();
  });
});
