"""docs/python.md shows each game's action table and observation layout as the code declares them."""
from __future__ import annotations

from pathlib import Path

from cardroom.rl.games.tables import markdown

DOC = Path(__file__).resolve().parents[2] / 'docs' / 'python.md'


def section(text: str, name: str) -> str:
    start, end = f'<!-- {name} -->\n', f'<!-- /{name} -->'
    return text[text.index(start) + len(start):text.index(end)]


def test_the_doc_shows_the_declared_tables() -> None:
    assert section(DOC.read_text(), 'tables') == '\n' + markdown() + '\n', \
        'docs/python.md is out of date: put the output of `python -m cardroom.rl.games.tables` between its markers'
