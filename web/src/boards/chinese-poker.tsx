/**
 * Chinese poker: arrange 13 cards into a front row of 3, a middle and a back row of 5 (back ≥ middle ≥
 * front). Click cards to select them, then a row's button to put them there; click a placed card to
 * take it back. Once the rows are full, the service's dry-run check (POST .../check) judges them live.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ChinesePokerView, SubmissionView } from '../../../src/engine/chinese-poker/types';
import { api, ApiFailure, type CheckAnswer, type Move } from '../api';
import { Card, CardRow, cardText, Slot } from '../cards';
import { type BoardProps, type CardChoice, cap, describeGeneric, type GameUi, isChoice } from '../common';

type RowName = 'front' | 'middle' | 'back';
const ROWS: RowName[] = ['front', 'middle', 'back'];
type Rows = Record<RowName, string[]>;
const empty = (): Rows => ({ front: [], middle: [], back: [] });

function Submission({ sub, names, points }: { sub: SubmissionView; names: string[]; points?: number }) {
  return (
    <div class="cp-submission" data-testid={`reveal-seat-${sub.seat}`}>
      <h4>
        {names[sub.seat]}
        {sub.hand ? ` — declared ${sub.hand.replace(/-/g, ' ')}` : ''}
        {points !== undefined && <span class="points"> {points >= 0 ? `+${points}` : points}</span>}
      </h4>
      {ROWS.map((r) => (
        <div key={r} class="cp-row-view">
          <span class="row-name">{cap(r)}</span>
          <CardRow cards={sub[r].cards} size="sm" />
          <span class="desc">{sub[r].description}</span>
        </div>
      ))}
    </div>
  );
}

function Arranger({
  game,
  view,
  cards,
  template,
  act,
  busy,
  token,
}: BoardProps<ChinesePokerView> & { cards: string[]; template: Move }) {
  const [rows, setRows] = useState<Rows>(empty);
  const [selected, setSelected] = useState<string[]>([]);
  const [verdict, setVerdict] = useState<CheckAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const deal = cards.join(' ');
  useEffect(() => {
    setRows(empty());
    setSelected([]);
  }, [deal]);
  const sizes = Object.fromEntries(ROWS.map((r) => [r, (template[r] as CardChoice).choose])) as Record<
    RowName,
    number
  >;
  const placed = new Set(ROWS.flatMap((r) => rows[r]));
  const inHand = cards.filter((c) => !placed.has(c));
  const full = ROWS.every((r) => rows[r].length === sizes[r]);
  const move: Move = { type: 'arrange', ...rows };

  useEffect(() => {
    setVerdict(null);
    if (!full || !token) return;
    let live = true;
    setChecking(true);
    api
      .check(game, view.id, token, move)
      .then((v) => live && setVerdict(v))
      .catch(
        (e) =>
          live &&
          setVerdict({
            valid: false,
            reason: e instanceof ApiFailure ? e.body.error : 'error',
            message: (e as Error).message,
          }),
      )
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [full, rows.front.join(), rows.middle.join(), rows.back.join()]);

  const toggle = (c: string) =>
    setSelected(selected.includes(c) ? selected.filter((x) => x !== c) : [...selected, c]);
  const putIn = (r: RowName) => {
    const room = sizes[r] - rows[r].length;
    const moving = selected.slice(0, room);
    setRows({ ...rows, [r]: [...rows[r], ...moving] });
    setSelected(selected.filter((c) => !moving.includes(c)));
  };
  const takeBack = (r: RowName, c: string) => setRows({ ...rows, [r]: rows[r].filter((x) => x !== c) });
  const described = (
    verdict?.details as { rows?: Record<RowName, { description: string }> | null } | undefined
  )?.rows;

  return (
    <div class="cp-arranger">
      {ROWS.map((r) => (
        <div key={r} class="cp-row" role="group" aria-label={`${cap(r)} row`} data-testid={`row-${r}`}>
          <div class="cp-row-head">
            <strong>{cap(r)}</strong> {rows[r].length}/{sizes[r]}
            <button
              type="button"
              disabled={selected.length === 0 || rows[r].length >= sizes[r]}
              onClick={() => putIn(r)}
            >
              Put selected in {r}
            </button>
            {described && <span class="desc">{described[r].description}</span>}
          </div>
          <div class="card-row">
            {rows[r].map((c) => (
              <Card
                key={c}
                card={c}
                size="sm"
                action={`Take back from ${r}:`}
                onClick={() => takeBack(r, c)}
              />
            ))}
            {Array.from({ length: sizes[r] - rows[r].length }, (_, i) => (
              <Slot key={i} size="sm" />
            ))}
          </div>
        </div>
      ))}
      <div class="cp-hand" role="group" aria-label="Cards to place" data-testid="cp-hand">
        {inHand.map((c) => (
          <Card
            key={c}
            card={c}
            size="md"
            selected={selected.includes(c)}
            onClick={() => toggle(c)}
            testId="hand-card"
          />
        ))}
        {inHand.length === 0 && <span class="hint">All 13 cards are placed.</span>}
      </div>
      <div class="cp-actions">
        <button
          type="button"
          onClick={() => (setRows(empty()), setSelected([]))}
          disabled={placed.size === 0}
        >
          Clear rows
        </button>
        <p
          class={`verdict ${verdict ? (verdict.valid ? 'ok' : 'bad') : ''}`}
          data-testid="verdict"
          aria-live="polite"
        >
          {!full
            ? `Place ${13 - placed.size} more card${13 - placed.size === 1 ? '' : 's'}.`
            : checking || !verdict
              ? 'Checking…'
              : verdict.valid
                ? '✓ A legal arrangement'
                : `✗ ${verdict.message}`}
        </p>
        <button
          type="button"
          class="move primary"
          data-legal
          disabled={busy || !full || verdict?.valid === false}
          onClick={() => act(move)}
        >
          Submit arrangement
        </button>
      </div>
    </div>
  );
}

function Board(p: BoardProps<ChinesePokerView>) {
  const { state: s, names, legal, view } = p;
  const over = view.status === 'finished' || s.phase === 'match-over';
  const template = legal.find((m) => m.type === 'arrange' && ROWS.every((r) => isChoice(m[r])));
  const last = s.lastReveal;
  const pointsBySeat = useMemo(() => last?.points ?? [], [last]);
  return (
    <div class="board chinese-poker">
      <p class="facts">
        {over ? (
          `Match over after ${s.reveals.length} hand${s.reveals.length === 1 ? '' : 's'} of ${s.hands}`
        ) : (
          <>
            Hand {s.hand} of {s.hands} · dealer {names[s.dealer]} ·{' '}
            {view.status === 'open'
              ? 'waiting for every seat to be taken'
              : s.submitted
                  .map((done, i) => `${names[i]} ${done ? '✓ submitted' : '… arranging'}`)
                  .join(' · ')}
          </>
        )}
      </p>
      {template && s.yourCards?.length ? <Arranger {...p} cards={s.yourCards} template={template} /> : null}
      {!template && s.yourSubmission && !over && (
        <div class="cp-waiting">
          <p>Your rows are in; waiting for the others.</p>
          <Submission sub={s.yourSubmission} names={names} />
        </div>
      )}
      {!template && !s.yourSubmission && s.yourCards?.length && !over ? (
        <CardRow cards={s.yourCards} size="sm" />
      ) : null}
      {last && (
        <section class="cp-reveal" data-testid="reveal">
          <h3>Hand {last.hand} revealed</h3>
          {last.submissions.map((sub) => (
            <Submission key={sub.seat} sub={sub} names={names} points={pointsBySeat[sub.seat]} />
          ))}
          <ul class="pairs">
            {last.pairs.map((pair) => (
              <li key={pair.seats.join('-')}>
                {names[pair.seats[0]]} vs {names[pair.seats[1]]}:{' '}
                {pair.rows.map((r) => `${r.row} ${r.winner === null ? 'tie' : names[r.winner]}`).join(', ')} →{' '}
                {pair.net >= 0 ? '+' : ''}
                {pair.net} for {names[pair.seats[0]]}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function describe(m: Move): string {
  if (m.type === 'declare' && typeof m.hand === 'string') return `Declare ${m.hand.replace(/-/g, ' ')}`;
  if (m.type === 'arrange' && Array.isArray(m.front))
    return `Arrange ${ROWS.map((r) => (m[r] as string[]).map(cardText).join(' ')).join(' / ')}`;
  return describeGeneric(m);
}

export const chinesePoker: GameUi = { Board, describe, claims: (m) => m.type === 'arrange' };
