/**
 * A bot for any Cardroom game, over HTTP only: join an open match (or create one against built-in
 * bots), follow the match's Server-Sent Events and post one of `legalMoves` whenever it is our turn.
 *   npm run bot -- --game euchre --url http://localhost:3000 [--match id] [--opponents basic,random]
 *                  [--strategy random|first] [--name me] [--options '{"targetPoints":5}'] [--seed 64-hex]
 * --seed makes a new match's deal reproducible (the server's seed; any 64 hex digits).
 */
import { EventSource } from 'eventsource';
import { parseArgs } from 'node:util';

type Move = { type: string; [field: string]: unknown };
export type View = { id: string; version: number; status: string; you: number | null; scores: number[]; state: any; legalMoves?: Move[]; result: { winners: number[]; reason: string } | null };
export interface BotSummary { matchId: string; seat: number; won: boolean; moves: number; view: View }

/** A concrete move from a legal-move item: {min,max} → an integer in range; {choose,from} → cards drawn without replacement. */
export function materialize(item: Move, first = false): Move {
  const taken = new Set<string>();
  return Object.fromEntries(Object.entries(item).map(([k, v]: [string, any]) => {
    if (v && typeof v === 'object' && 'min' in v && 'max' in v) return [k, first ? v.min : v.min + Math.floor(Math.random() * (v.max - v.min + 1))];
    if (v && typeof v === 'object' && 'choose' in v && 'from' in v) {
      const pool = (v.from as string[]).filter((c) => !taken.has(c)).map((c) => ({ c, r: first ? 0 : Math.random() }));
      return [k, pool.sort((x, y) => x.r - y.r).slice(0, v.choose).map(({ c }) => (taken.add(c), c))];
    }
    return [k, v];
  })) as Move;
}

export async function runBot(argv: string[], print: (line: string) => void = console.log): Promise<BotSummary> {
  const { values: a } = parseArgs({ args: argv, options: {
    game: { type: 'string' }, url: { type: 'string', default: 'http://localhost:3000' }, match: { type: 'string' }, opponents: { type: 'string' },
    strategy: { type: 'string', default: 'random' }, name: { type: 'string', default: 'example-bot' }, options: { type: 'string', default: '{}' },
    seed: { type: 'string' },
  } });
  if (!a.game) throw new Error('--game is required (see GET /games)');
  const root = a.url!.replace(/\/$/, ''), base = `${root}/${a.game}/matches`;
  const api = async (method: string, path: string, body?: object, token?: string) => {
    const res = await fetch(base + path, { method, body: body && JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
    return { status: res.status, body: (await res.json()) as any };
  };
  const created = (r: { status: number; body: any }) => (r.status === 201 ? r.body : Promise.reject(new Error(`${r.status}: ${r.body.message}`)));
  let id = a.match ?? (a.opponents ? undefined : (await api('GET', '?status=open')).body.items?.[0]?.id);
  let token: string, seat: number;
  if (id) ({ token, seat } = await created(await api('POST', `/${id}/players`, { name: a.name })));
  else { // a new match: us against built-in bots
    const games = (await (await fetch(`${root}/games`)).json()) as { game: string; minPlayers: number }[], info = games.find((g) => g.game === a.game);
    if (!info) throw new Error(`unknown game ${a.game}; this server plays ${games.map((g) => g.game).join(', ')}`);
    const bots = (a.opponents ?? 'basic').split(',');
    while (bots.length < info.minPlayers - 1) bots.push(bots[bots.length - 1]);
    ({ id, seats: [{ token, seat }] } = await created(await api('POST', '', { players: [{ name: a.name }, ...bots.map((bot) => ({ bot }))], options: JSON.parse(a.options!), ...(a.seed ? { seed: a.seed } : {}) })));
  }
  print(`${a.game} match ${id}: playing seat ${seat}`);
  let moves = 0, handled = 0, hand: unknown, scores = '';
  const play = async (view: View) => {
    for (let attempt = 0; attempt < 200; attempt++) { // a template may materialize into a move the rules forbid (422): draw again
      const first = a.strategy === 'first' && attempt === 0, items = view.legalMoves!;
      const move = materialize(items[first ? 0 : Math.floor(Math.random() * items.length)], first);
      const res = await api('POST', `/${id}/moves`, { ...move, expectedVersion: view.version }, token);
      if (res.status === 201) return void moves++;
      if (res.status === 409) return; // the match moved on; its next event brings the new view
      if (res.status !== 422) throw new Error(`move refused: ${res.status} ${res.body.message}`);
    }
    throw new Error('no acceptable move after 200 tries');
  };
  return new Promise<BotSummary>((resolve, reject) => {
    const events = new EventSource(`${base}/${id}/events?token=${encodeURIComponent(token)}`);
    let queue = Promise.resolve();
    const onView = async (view: View) => {
      if (view.version <= handled) return;
      const now = view.state?.handNumber ?? view.state?.hand ?? view.state?.round ?? view.state?.dealsCompleted;
      if (handled > 0 && (now !== hand || (now === undefined && JSON.stringify(view.scores) !== scores) || view.status === 'finished')) {
        print(`  ${now === undefined ? 'scores' : `after hand ${hand}: scores`} ${view.scores.join(' / ')} (you are seat ${seat})`);
      }
      [hand, scores, handled] = [now, JSON.stringify(view.scores), view.version];
      if (view.status === 'finished') {
        const won = view.result!.winners.includes(seat);
        print(`finished (${view.result!.reason}): you ${won ? 'won' : 'lost'}; scores ${view.scores.join(' / ')}; winners ${view.result!.winners.join(', ')}; ${moves} moves posted`);
        return events.close(), resolve({ matchId: id!, seat, won, moves, view });
      }
      if (view.legalMoves?.length) await play(view);
    };
    events.addEventListener('state', (e) => {
      queue = queue.then(() => onView(JSON.parse(e.data))).catch((err) => (events.close(), reject(err)));
    });
    events.addEventListener('error', () => events.readyState === EventSource.CLOSED && reject(new Error('the event stream closed')));
  });
}

if (require.main === module) {
  runBot(process.argv.slice(2)).then(() => process.exit(0), (e: Error) => (console.error(e.message), process.exit(1)));
}
