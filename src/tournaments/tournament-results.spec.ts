import { type ResultRow, resultsCsv } from './tournament-results';

const row = (account: string, points: number | null = -3): ResultRow => ({
  round: 1,
  table: 1,
  game: 1,
  kind: 'match',
  matchId: 'm1',
  players: [{ seat: 0, account, place: 1, points }],
});

const cellsOf = (account: string, points?: number | null) =>
  resultsCsv([row(account, points)]).split('\r\n')[1];

describe('resultsCsv', () => {
  it("prefixes a text cell that starts like a formula (- + = @ tab CR) with ', so a spreadsheet keeps it text", () => {
    expect(cellsOf('-2+3')).toBe("1,1,1,match,m1,0,'-2+3,1,-3");
    expect(cellsOf('+cmd')).toBe("1,1,1,match,m1,0,'+cmd,1,-3");
    expect(cellsOf('=1+1')).toBe("1,1,1,match,m1,0,'=1+1,1,-3");
    expect(cellsOf('@SUM(A1)')).toBe("1,1,1,match,m1,0,'@SUM(A1),1,-3");
    expect(cellsOf('\tx')).toBe("1,1,1,match,m1,0,'\tx,1,-3");
    // a prefixed cell that needs quoting is quoted after the prefix
    expect(cellsOf('=HYPERLINK("x","y")')).toBe(`1,1,1,match,m1,0,"'=HYPERLINK(""x"",""y"")",1,-3`);
  });

  it('leaves ordinary names and numbers (negative points too) as they are', () => {
    expect(cellsOf('ana-2', -12.5)).toBe('1,1,1,match,m1,0,ana-2,1,-12.5');
    expect(cellsOf("o'neil", null)).toBe("1,1,1,match,m1,0,o'neil,1,");
  });
});
