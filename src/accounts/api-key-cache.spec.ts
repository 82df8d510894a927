import { ApiKeyCache } from './api-key-cache';

describe('ApiKeyCache', () => {
  let now = 0;
  let up = true;
  const make = (maxEntries = 3, ttlMs = 1000) =>
    new ApiKeyCache<{ name: string }>({ maxEntries, ttlMs, now: () => now, usable: () => up });
  beforeEach(() => {
    now = 0;
    up = true;
  });

  it('serves what was filled, until the entry is too old', () => {
    const c = make();
    expect(c.get('h1')).toBeUndefined();
    c.fill('h1', 'a1', { name: 'ana' }, c.begin());
    expect(c.get('h1')).toEqual({ name: 'ana' });
    now = 999;
    expect(c.get('h1')).toEqual({ name: 'ana' });
    now = 1000;
    expect(c.get('h1')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('is bounded: the least recently used entry goes first', () => {
    const c = make(3);
    for (const i of [1, 2, 3]) c.fill(`h${i}`, `a${i}`, { name: `n${i}` }, c.begin());
    expect(c.get('h1')).toBeDefined(); // h1 used: h2 is now the oldest
    c.fill('h4', 'a4', { name: 'n4' }, c.begin());
    expect(c.size).toBe(3);
    expect(c.get('h2')).toBeUndefined();
    expect(c.get('h1')).toBeDefined();
    expect(c.get('h3')).toBeDefined();
    expect(c.get('h4')).toBeDefined();
  });

  it('keeps nothing with maxEntries 0', () => {
    const c = make(0);
    c.fill('h1', 'a1', { name: 'ana' }, c.begin());
    expect(c.get('h1')).toBeUndefined();
  });

  it("an invalidation drops every key of the account, and no other account's", () => {
    const c = make(10);
    c.fill('old', 'a1', { name: 'ana' }, c.begin());
    c.fill('new', 'a1', { name: 'ana' }, c.begin());
    c.fill('bo', 'a2', { name: 'bo' }, c.begin());
    c.invalidateAccount('a1');
    expect(c.get('old')).toBeUndefined();
    expect(c.get('new')).toBeUndefined();
    expect(c.get('bo')).toEqual({ name: 'bo' });
  });

  it('a lookup that read the database before an invalidation does not fill the cache', () => {
    const c = make(10);
    const ticket = c.begin(); // the read of the old key starts
    c.invalidateAccount('a1'); // meanwhile the key is replaced
    c.fill('old', 'a1', { name: 'ana' }, ticket); // the read answers with the old row
    expect(c.get('old')).toBeUndefined();
    c.fill('old', 'a1', { name: 'ana' }, c.begin()); // a later read may (it found the key current)
    expect(c.get('old')).toBeDefined();
  });

  it('fails closed while the channel is down: nothing served, nothing kept, everything dropped', () => {
    const c = make(10);
    c.fill('h1', 'a1', { name: 'ana' }, c.begin());
    const ticket = c.begin();
    up = false;
    expect(c.get('h1')).toBeUndefined();
    c.fill('h2', 'a2', { name: 'bo' }, c.begin());
    up = true;
    expect(c.get('h1')).toBeUndefined(); // dropped: invalidations sent while down were lost
    expect(c.get('h2')).toBeUndefined();
    c.fill('h3', 'a3', { name: 'cy' }, ticket); // begun before the outage
    expect(c.get('h3')).toBeUndefined();
    c.fill('h3', 'a3', { name: 'cy' }, c.begin());
    expect(c.get('h3')).toBeDefined();
  });

  it('clear() forgets everything and voids lookups in flight', () => {
    const c = make(10);
    c.fill('h1', 'a1', { name: 'ana' }, c.begin());
    const ticket = c.begin();
    c.clear();
    c.fill('h2', 'a2', { name: 'bo' }, ticket);
    expect(c.size).toBe(0);
  });
});
