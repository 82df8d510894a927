/** A match: its board, your moves when it is your turn, live updates, the result and the fairness check. */
import { useState } from 'preact/hooks';
import {
  accountName,
  api,
  ApiFailure,
  type GameId,
  keepSeat,
  type MatchView,
  type Move,
  playerName,
  seatIn,
} from './api';
import { BOARDS } from './boards';
import { HandHistory } from './history';
import { Deadline, ErrorNote, Fairness, MoveControls, ResultBanner, SeatList, seatNames } from './common';
import { useGameName, useLiveMatch, useMoveLog } from './live';
import { Link, lobbyHref, replayHref, tableHref } from './router';

export function GameView({
  view,
  token,
  act,
  busy,
}: {
  view: MatchView;
  token: string | null;
  act: (m: Move) => void;
  busy: boolean;
}) {
  const game = view.game as GameId;
  const ui = BOARDS[game];
  const names = seatNames(view);
  const legal = (view.legalMoves ?? []) as Move[];
  const rest = legal.filter((m) => !ui.claims?.(m));
  // nobody acts at a table that has not started or is over: no "… to bet" on the board then
  const state =
    view.status === 'active' ? view.state : { ...(view.state as Record<string, unknown>), toAct: [] };
  return (
    <>
      <SeatList view={view} names={names} />
      <ui.Board
        game={game}
        view={view}
        state={state}
        you={view.you}
        names={names}
        legal={legal}
        act={act}
        busy={busy}
        token={token}
      />
      <MoveControls legal={rest} act={act} busy={busy} describe={ui.describe} />
      <ResultBanner view={view} names={names} />
    </>
  );
}

function JoinForm({
  game,
  id,
  onJoined,
}: {
  game: GameId;
  id: string;
  onJoined: (seat: number, token: string) => void;
}) {
  const [name, setName] = useState(() => accountName() ?? playerName());
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="join"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const joined = await api.join(game, id, name.trim() || 'guest');
          onJoined(joined.seat, joined.token);
        } catch (err) {
          setError((err as Error).message);
        }
      }}
    >
      <label>
        Your name{' '}
        <input value={name} maxLength={30} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <button type="submit">Take a seat</button>
      <ErrorNote message={error} />
    </form>
  );
}

function MoveLog({
  game,
  id,
  token,
  version,
  describe,
  names,
}: {
  game: GameId;
  id: string;
  token: string | null;
  version: number;
  describe: (m: Move) => string;
  names: string[];
}) {
  const [open, setOpen] = useState(true);
  const log = useMoveLog(game, id, token, version, open);
  return (
    <details class="move-log" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>Moves{log ? ` (${log.length})` : ''}</summary>
      {log && (
        <ol data-testid="move-log" reversed>
          {[...log]
            .reverse()
            .slice(0, 40)
            .map((e) => (
              <li key={e.seq} value={e.seq} data-seq={e.seq}>
                {names[e.seat]}: {describe(e.move as Move)}
              </li>
            ))}
        </ol>
      )}
    </details>
  );
}

export function TablePage({ game, id }: { game: GameId; id: string }) {
  const [ticket, setTicket] = useState(() => seatIn(id));
  const token = ticket?.token ?? null;
  const { view, error, connection, accept } = useLiveMatch(game, id, token);
  const gameName = useGameName();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const act = async (move: Move) => {
    if (!token || !view) return;
    setBusy(true);
    setActionError(null);
    try {
      accept(await api.move(game, id, token, move, view.version));
    } catch (e) {
      setActionError(e instanceof ApiFailure ? e.body.message : String(e));
      // the table moved on meanwhile (409), or the move was refused: show the match as it is now
      api.view(game, id, token).then(accept, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  if (error && !view) {
    return (
      <main>
        <ErrorNote message={error.body.statusCode === 404 ? 'There is no such match.' : error.message} />
        <Link href={lobbyHref(game)}>Back to the lobby</Link>
      </main>
    );
  }
  if (!view) return <main aria-busy="true">Loading the match…</main>;

  const names = seatNames(view);
  const openSeats = view.seats.filter((s) => !s.connected);
  const watchUrl = `${location.origin}${tableHref(game, id)}`;
  return (
    <main
      class="table-page"
      data-testid="table"
      data-version={view.version}
      data-status={view.status}
      data-your-turn={String(!!view.legalMoves?.length)}
    >
      <header class="table-head">
        <h1>
          <Link href={lobbyHref(game)}>{gameName(game)}</Link>{' '}
          <small class="match-id">#{id.slice(0, 8)}</small>
        </h1>
        <p class="status-line">
          <span class={`match-status ${view.status}`}>{view.status}</span> · version{' '}
          <span data-testid="version">{view.version}</span> ·{' '}
          <span class={`conn ${connection}`} data-testid="connection">
            {connection === 'live'
              ? '● live'
              : connection === 'reconnecting'
                ? '○ reconnecting…'
                : connection === 'ended'
                  ? 'stream closed'
                  : 'connecting…'}
          </span>{' '}
          <Deadline at={view.deadline} />
        </p>
        <p class="links">
          {view.you === null ? 'Watching as a spectator. ' : `You play seat ${view.you}. `}
          Watch link: <a href={tableHref(game, id)}>{watchUrl}</a>
          {view.status === 'finished' && (
            <>
              {' · '}
              <Link href={replayHref(game, id)} data-testid="replay-link">
                Replay this match
              </Link>
            </>
          )}
        </p>
      </header>
      {view.status === 'open' && (
        <section class="waiting">
          <p>
            Waiting for {openSeats.length} more player{openSeats.length === 1 ? '' : 's'}: share the link
            above.
          </p>
          {!token && (
            <JoinForm
              game={game}
              id={id}
              onJoined={(seat, tok) => {
                keepSeat(id, { seat, token: tok });
                setTicket({ seat, token: tok });
              }}
            />
          )}
        </section>
      )}
      {view.you !== null && view.status === 'active' && (
        <p
          class={`turn-note ${view.toAct.includes(view.you) ? 'yours' : ''}`}
          data-testid="turn-note"
          aria-live="polite"
        >
          {view.toAct.includes(view.you)
            ? 'Your turn.'
            : `Waiting for ${view.toAct.map((s) => names[s]).join(', ') || 'the deal'}.`}
        </p>
      )}
      <ErrorNote message={actionError} />
      <GameView view={view} token={token} act={act} busy={busy} />
      {view.status !== 'open' && <HandHistory view={view} token={token} names={names} />}
      <MoveLog
        game={game}
        id={id}
        token={token}
        version={view.version}
        describe={BOARDS[game].describe}
        names={names}
      />
      <Fairness fairness={view.fairness} />
    </main>
  );
}
