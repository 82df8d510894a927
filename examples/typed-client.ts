/**
 * The typed client (client/: openapi-fetch over the types generated from the OpenAPI document) as the
 * README shows it: create a Euchre match against three built-in bots, then read it with your seat's
 * token. `view.state` is typed as Euchre's state (`components['schemas']['EuchreState']`), so a bot
 * author's editor knows `yourCards`, `board`, `trump`, `tricks`... `npm run typecheck` compiles this file,
 * and test/typed-client.e2e-spec.ts runs it against a server.
 *   npx tsx examples/typed-client.ts [http://localhost:3000]
 */
import { createCardroomClient } from '../client';

const DEFAULT_URL = 'http://localhost:3000';

export async function main(url = DEFAULT_URL) {
  const lobby = createCardroomClient(url);
  const { data: match, error: refused } = await lobby.POST('/euchre/matches', {
    body: { players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }] },
  });
  if (!match) throw new Error(`create refused: ${refused?.message}`);
  const ana = createCardroomClient(url, match.seats[0].token);
  const { data: view, error } = await ana.GET('/euchre/matches/{id}', { params: { path: { id: match.id } } });
  if (!view) throw new Error(`read refused: ${error?.message}`);
  console.log(
    `your cards: ${view.state.yourCards?.join(' ')}; on the table: ${view.state.board.join(' ') || 'nothing'}`,
  );
  console.log(`you may: ${view.legalMoves?.map((m) => JSON.stringify(m)).join(', ') || 'wait'}`);
  return view;
}

if (require.main === module) {
  const url = process.argv[2] ?? DEFAULT_URL;
  main(url).catch((e: Error & { cause?: { code?: string } }) => {
    // fetch says only "fetch failed": name the URL, why, and what to do
    const unreachable = e instanceof TypeError && e.message === 'fetch failed';
    console.error(
      unreachable
        ? `cannot reach Cardroom at ${url} (${e.cause?.code ?? 'no answer'}): start it with \`npm start\`, or give its URL: ` +
            'npx tsx examples/typed-client.ts http://host:port'
        : e.message,
    );
    process.exit(1);
  });
}
