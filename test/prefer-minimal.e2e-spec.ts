/**
 * `Prefer: return=minimal` on a move (docs/api.md): the answer is only the MoveAck fields, says
 * `Preference-Applied`, applies the move exactly as a full answer would, and a repeated Idempotency-Key
 * answers the first answer in the form asked for.
 */
import { inBetweenBinding } from '../src/games/in-between';
import { ACK_FIELDS } from '../src/matches/match-record';
import { bearer, createTestApp, type TestApp } from './util/app';

describe('Prefer: return=minimal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([inBetweenBinding]);
  });
  afterAll(() => t.close());

  async function newMatch(): Promise<{ id: string; tokens: string[]; toAct: number[] }> {
    const r = await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { rounds: 2 } })
      .expect(201);
    return {
      id: r.body.id,
      tokens: r.body.seats.map((s: { token: string }) => s.token),
      toAct: r.body.toAct,
    };
  }

  it('answers only whose turn it is and whether the match is over, and plays the move as a full answer would', async () => {
    const m = await newMatch();
    const seat = m.toAct[0];
    const r = await t.http
      .post(`/in-between/matches/${m.id}/moves`)
      .set(bearer(m.tokens[seat]))
      .set('Prefer', 'return=minimal')
      .send({ type: 'bet', amount: 1 })
      .expect(201);
    expect(r.headers['preference-applied']).toBe('return=minimal');
    expect(Object.keys(r.body).sort()).toEqual([...ACK_FIELDS].sort());
    // the same facts as the full view of the match now
    const full = await t.http.get(`/in-between/matches/${m.id}`).set(bearer(m.tokens[seat])).expect(200);
    for (const k of ACK_FIELDS) expect([k, r.body[k]]).toEqual([k, full.body[k]]);
    expect(r.body.version).toBe(2);
    expect(r.body.you).toBe(seat);
  });

  it('is a preference among others, and without it the whole view is answered', async () => {
    const m = await newMatch();
    let toAct = m.toAct;
    const mixed = await t.http
      .post(`/in-between/matches/${m.id}/moves`)
      .set(bearer(m.tokens[toAct[0]]))
      .set('Prefer', 'respond-async, return=minimal; x=1')
      .send({ type: 'bet', amount: 1 })
      .expect(201);
    expect(mixed.body.state).toBeUndefined();
    toAct = mixed.body.toAct;
    const whole = await t.http
      .post(`/in-between/matches/${m.id}/moves`)
      .set(bearer(m.tokens[toAct[0]]))
      .set('Prefer', 'return=representation')
      .send({ type: 'bet', amount: 1 })
      .expect(201);
    expect(whole.headers['preference-applied']).toBeUndefined();
    expect(whole.body.state).toBeDefined();
    expect(whole.body.legalMoves ?? whole.body.seats).toBeDefined();
  });

  it('a repeated Idempotency-Key answers the first answer, minimal or whole as asked, and applies nothing', async () => {
    const m = await newMatch();
    const seat = m.toAct[0];
    const post = (prefer?: string) => {
      const req = t.http
        .post(`/in-between/matches/${m.id}/moves`)
        .set(bearer(m.tokens[seat]))
        .set('Idempotency-Key', 'k-1');
      return (prefer ? req.set('Prefer', prefer) : req).send({ type: 'bet', amount: 1 }).expect(201);
    };
    const first = await post('return=minimal');
    const again = await post('return=minimal');
    expect(again.body).toEqual(first.body);
    const whole = await post();
    expect(whole.body.version).toBe(first.body.version);
    expect(whole.body.state).toBeDefined();
    const log = await t.http.get(`/in-between/matches/${m.id}/moves`).expect(200);
    expect(log.body).toHaveLength(1);
  });

  it('errors are the same errors', async () => {
    const m = await newMatch();
    const other = 1 - m.toAct[0];
    const r = await t.http
      .post(`/in-between/matches/${m.id}/moves`)
      .set(bearer(m.tokens[other]))
      .set('Prefer', 'return=minimal')
      .send({ type: 'bet', amount: 1 })
      .expect(403);
    expect(r.body).toMatchObject({ statusCode: 403, error: 'not-your-turn' });
  });
});
