/**
 * A load-generator client of boardgame.io's server, as lean as bench:http's client of Cardroom: it speaks
 * boardgame.io's socket.io protocol directly (the events its own client sends: `sync`, then `update` with
 * a MAKE_MOVE action, the state id it saw, the match and the player), without boardgame.io's client,
 * which would run the game's reducer a second time in the load generator. One socket.io connection per
 * player (websocket transport); after each move it waits for the server's state update on the mover's
 * socket (the server broadcasts it to both players). Matches are created and joined through the lobby
 * API over keep-alive HTTP, like Cardroom's.
 */
import type { Agent } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { type MoveRun, postJson } from '../lib';

interface BgioState {
  _stateID: number;
  ctx: { currentPlayer: string; gameover?: unknown };
}

export interface BgioTarget {
  /** socket.io (the game server) */
  base: string;
  /** the lobby API */
  lobby: string;
  agent: Agent;
  /** sockets per match: 2 (one per player) or 1 (one connection acting for both seats, as bench:http's client holds both tokens) */
  socketsPerMatch: 1 | 2;
}

const GAME = 'in-between';
const MOVE_TIMEOUT_MS = 10_000;

/** Waits for the next `event` on `socket` whose arguments pass `accept`. */
function next<T extends unknown[]>(
  socket: Socket,
  event: string,
  accept: (...args: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${MOVE_TIMEOUT_MS} ms`));
    }, MOVE_TIMEOUT_MS);
    const on = (...args: unknown[]) => {
      if (!accept(...(args as T))) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(args as T);
    };
    socket.on(event, on);
  });
}

async function connect(base: string): Promise<Socket> {
  const socket = io(`${base}/${GAME}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** One client: its own matches, one after another, until `deadline`. */
export async function playBgio(t: BgioTarget, deadline: number, run: MoveRun): Promise<void> {
  const sockets = await Promise.all(Array.from({ length: t.socketsPerMatch }, () => connect(t.base)));
  const newMatch = async () => {
    const c = await postJson(t.agent, `${t.lobby}/games/${GAME}/create`, {
      numPlayers: 2,
      setupData: { startingChips: 1_000_000, rounds: 100 },
    });
    if (c.status !== 200) throw new Error(`create: ${c.status} ${JSON.stringify(c.body)}`);
    const matchID = c.body.matchID as string;
    const credentials: string[] = [];
    for (const playerID of ['0', '1']) {
      const j = await postJson(t.agent, `${t.lobby}/games/${GAME}/${matchID}/join`, {
        playerID,
        playerName: `p${playerID}`,
      });
      if (j.status !== 200) throw new Error(`join: ${j.status} ${JSON.stringify(j.body)}`);
      credentials.push(j.body.playerCredentials);
    }
    const synced = await Promise.all(
      sockets.map((s, i) => {
        const got = next<[string, { state: BgioState }]>(s, 'sync', (id) => id === matchID);
        s.emit('sync', matchID, String(i), credentials[i], 2);
        return got;
      }),
    );
    return { matchID, credentials, state: synced[0][1].state };
  };
  try {
    let m = await newMatch();
    while (Date.now() < deadline) {
      const playerID = m.state.ctx.currentPlayer;
      const socket = sockets[Number(playerID) % sockets.length];
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'bet', args: [1], playerID, credentials: m.credentials[Number(playerID)] },
      };
      const t0 = performance.now();
      const got = next<[string, BgioState]>(
        socket,
        'update',
        (id, state) => id === m.matchID && state._stateID > m.state._stateID,
      );
      socket.emit('update', action, m.state._stateID, m.matchID, playerID);
      let state: BgioState;
      try {
        [, state] = await got;
      } catch {
        run.errors++;
        m = await newMatch();
        continue;
      }
      run.moves++;
      run.latencies.push(performance.now() - t0);
      if (state.ctx.gameover !== undefined) m = await newMatch();
      else m.state = state;
    }
  } finally {
    for (const s of sockets) s.close();
  }
}
