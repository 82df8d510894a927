/** A tournament's results as `GET /tournaments/{id}/results` exports them (pure): rows, and their CSV. */

export interface ResultRow {
  round: number;
  table: number;
  game: number;
  kind: 'match' | 'bye' | 'forfeit';
  matchId: string | null;
  players: { seat: number; account: string; place: number | null; points: number | null }[];
}

/**
 * The results as CSV: one line per player per match (RFC 4180 quoting). A text cell that a spreadsheet
 * would take for a formula (it starts with `-`, `+`, `=`, `@`, a tab or a carriage return: an account
 * named `-2+3` or `=HYPERLINK(…)`) is prefixed with `'` so that it stays text; numbers stay numbers.
 */
export function resultsCsv(rows: ResultRow[]): string {
  const q = (v: string | number | null) => {
    const raw = v === null ? '' : String(v);
    const s = typeof v === 'string' && /^[-+=@\t\r]/.test(raw) ? `'${raw}` : raw;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = ['round,table,game,kind,match_id,seat,account,place,points'];
  for (const r of rows)
    for (const p of r.players)
      lines.push(
        [r.round, r.table, r.game, r.kind, r.matchId, p.seat, p.account, p.place, p.points].map(q).join(','),
      );
  return `${lines.join('\r\n')}\r\n`;
}
