/**
 * boardgame.io's server (Koa, its socket.io transport, its lobby API) serving the In-Between game of
 * in-between-game.ts, run as a child process by bench:peers: sockets on PORT, the lobby API on PORT + 1. Storage: PostgreSQL through bgio-postgres
 * (Sequelize; a pool of 20 connections as Cardroom's, no query logging) when BGIO_DATABASE_URL is set,
 * otherwise boardgame.io's in-memory storage. Run it with NODE_ENV=production (boardgame.io then skips
 * its development checks and logs).
 */
import { PostgresStore } from 'bgio-postgres';
import { Server } from 'boardgame.io/server';
import { InBetween } from './in-between-game';

async function main(): Promise<void> {
  const url = process.env.BGIO_DATABASE_URL;
  const db = url
    ? new PostgresStore(url, { logging: false, pool: { max: 20, min: 0, idle: 10_000 } })
    : undefined;
  const server = Server({ games: [InBetween], db, origins: [] });
  // the lobby API on its own port: with koa-compose 4.2 (which copies the middleware list when the
  // socket.io transport builds its HTTP server, before the lobby routes are added) the lobby on the
  // game port answers 404; boardgame.io's lobbyConfig.apiPort serves it from a separate Koa app
  const port = Number(process.env.PORT);
  const running = await server.run({ port, lobbyConfig: { apiPort: port + 1 } });
  const stop = () => {
    server.kill(running);
    void db?.sequelize.close();
    setTimeout(() => process.exit(0), 200).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
