"""Checks a decoded JSON value against a type of cardroom.schema (the API's OpenAPI components).

    from cardroom import conform
    problems = conform.problems(view, "EastWestMatchView")   # [] when it conforms
    conform.check(view, "EastWestMatchView")                 # raises SchemaMismatch otherwise

The package's tests run every answer the client gets through it, so that an answer the OpenAPI
document does not describe (a renamed or new field, a changed type) fails a test.
"""
from __future__ import annotations

import typing
from typing import Any, Literal, Union

from . import schema


class SchemaMismatch(AssertionError):
    """A value that does not conform to its OpenAPI type; `problems` lists each difference."""

    def __init__(self, name: str, problems: list[str]):
        super().__init__(f'{name}: ' + '; '.join(problems[:10]) + (' …' if len(problems) > 10 else ''))
        self.problems = problems


def _is_typed_dict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, '__required_keys__')


_HINTS: dict[Any, dict[str, Any]] = {}


def _hints(tp: Any) -> dict[str, Any]:
    if tp not in _HINTS:
        _HINTS[tp] = typing.get_type_hints(tp)
    return _HINTS[tp]


def _walk(value: Any, tp: Any, path: str, out: list[str], strict: bool) -> None:
    if tp is Any:
        return
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is Union:
        if value is None and type(None) in args:
            return
        trials = []
        for a in args:
            if a is type(None):
                continue
            sub: list[str] = []
            _walk(value, a, path, sub, strict)
            if not sub:
                return
            trials.append(sub)
        out.append(f'{path}: matches none of {tp}: ' + ' / '.join(t[0] for t in trials if t))
        return
    if origin is Literal:
        if value not in args:
            out.append(f'{path}: {value!r} is not one of {list(args)}')
        return
    if origin is list:
        if not isinstance(value, list):
            out.append(f'{path}: expected an array, got {type(value).__name__}')
            return
        for i, v in enumerate(value):
            _walk(v, args[0] if args else Any, f'{path}[{i}]', out, strict)
        return
    if origin is dict:
        if not isinstance(value, dict):
            out.append(f'{path}: expected an object, got {type(value).__name__}')
            return
        for k, v in value.items():
            _walk(v, args[1] if len(args) > 1 else Any, f'{path}.{k}', out, strict)
        return
    if _is_typed_dict(tp):
        if not isinstance(value, dict):
            out.append(f'{path}: expected an object ({tp.__name__}), got {type(value).__name__}')
            return
        hints = _hints(tp)
        for k in tp.__required_keys__:
            if k not in value:
                out.append(f'{path}: missing required field {k!r} of {tp.__name__}')
        for k, v in value.items():
            if k in hints:
                _walk(v, hints[k], f'{path}.{k}', out, strict)
            elif strict:
                out.append(f'{path}: field {k!r} is not in {tp.__name__}')
        return
    if tp is bool:
        if not isinstance(value, bool):
            out.append(f'{path}: expected a boolean, got {value!r}')
        return
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            out.append(f'{path}: expected an integer, got {value!r}')
        return
    if tp is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            out.append(f'{path}: expected a number, got {value!r}')
        return
    if tp is str:
        if not isinstance(value, str):
            out.append(f'{path}: expected a string, got {value!r}')
        return
    if tp is type(None):
        if value is not None:
            out.append(f'{path}: expected null, got {value!r}')
        return
    out.append(f'{path}: cannot check type {tp!r}')


def problems(value: Any, name: str, strict: bool = True) -> list[str]:
    """The differences between `value` and the schema type `name` ([] when it conforms). `strict`:
    a field the type does not declare is a difference too."""
    out: list[str] = []
    _walk(value, getattr(schema, name), '$', out, strict)
    return out


def check(value: Any, name: str, strict: bool = True) -> Any:
    """`value` when it conforms to the schema type `name`, else SchemaMismatch."""
    found = problems(value, name, strict)
    if found:
        raise SchemaMismatch(name, found)
    return value
