"""Each game's action table and observation layout as Markdown, from the declarations themselves:
docs/python.md carries this text between its `<!-- tables -->` markers, and a test checks it is the
same (python -m cardroom.rl.games.tables prints it)."""
from __future__ import annotations

import sys

from . import SPECS

TITLES = {'east-west': 'East-West', 'in-between': 'In-Between', 'chinese-poker': 'Chinese poker',
          'euchre': 'Euchre', 'texas-holdem': "Texas Hold'em"}


def markdown() -> str:
    out: list[str] = []
    for game, spec in SPECS.items():
        out.append(f'### {TITLES[game]} (`{game}`)')
        out.append('')
        doc = (sys.modules[type(spec).__module__].__doc__ or '').strip()
        out.append(' '.join(doc.split()))
        out.append('')
        out.append(f'Actions (`Discrete({spec.n_actions})`):')
        out.append('')
        out.append('| action | meaning |')
        out.append('| ---: | --- |')
        for span, name in spec.action_rows():
            out.append(f'| {span} | {name} |')
        out.append('')
        out.append(f'Observation (`Box({spec.observation_size},)`, float32):')
        out.append('')
        out.append('| block | entries | holds |')
        out.append('| --- | --- | --- |')
        for row in spec.describe():
            span = f'{row["start"]}–{row["start"] + row["size"] - 1}' if row['size'] > 1 else f'{row["start"]}'
            planes = row['size'] // row['deck'] if row['deck'] else 0
            kind = f' ({planes} plane{"s" if planes > 1 else ""} of {row["deck"]} cards)' if planes else ''
            out.append(f'| `{row["block"]}` | {span}{kind} | {row["doc"]} |')
        out.append('')
    return '\n'.join(out).rstrip() + '\n'


if __name__ == '__main__':
    print(markdown(), end='')
