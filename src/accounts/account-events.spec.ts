import { randomBytes } from 'node:crypto';
import { type AccountEvent, parsePayload, payloadsOf } from './account-events';

const turn = (state: unknown): AccountEvent =>
  ({
    type: 'yourTurn',
    game: 'chinese-poker',
    matchId: 'm1',
    seat: 2,
    version: 7,
    deadline: null,
    view: { id: 'm1', version: 7, state },
  }) as unknown as AccountEvent;

describe('account event payloads (NOTIFY carries at most ~8000 bytes)', () => {
  it('a short event travels as JSON behind the account id', () => {
    const event = turn({ yourCards: ['As', 'Kd'] });
    const [p] = payloadsOf([{ accountId: 'acc-1', event }]);
    expect(p).toBe(`acc-1|${JSON.stringify(event)}`);
    expect(parsePayload(p)).toEqual({ accountId: 'acc-1', signal: event });
  });

  it('a view too long for one payload (a 4-seat Chinese poker view is ~12 kB) travels deflated, whole', () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({
      seat: i % 4,
      front: ['2h', '7h', '9h'],
      middle: ['3c', '6c', '8c', 'Tc', 'Kc'],
    }));
    const event = turn({ rows });
    expect(JSON.stringify(event).length).toBeGreaterThan(20_000);
    const [p] = payloadsOf([{ accountId: 'acc-1', event }]);
    expect(p.length).toBeLessThanOrEqual(7900);
    expect(p.startsWith('acc-1|z')).toBe(true);
    expect(parsePayload(p)).toEqual({ accountId: 'acc-1', signal: event });
  });

  it('one that cannot fit even deflated tells the stream to read the picture again', () => {
    const event = turn({ noise: randomBytes(9000).toString('base64') });
    const [p] = payloadsOf([{ accountId: 'acc-1', event }]);
    expect(parsePayload(p)).toEqual({ accountId: 'acc-1', signal: { type: 'resync' } });
  });

  it('ignores what is not ours', () => {
    expect(parsePayload('no bar here')).toBeNull();
    expect(parsePayload('acc|{not json')).toBeNull();
    expect(parsePayload('acc|z!!!')).toBeNull();
  });
});
