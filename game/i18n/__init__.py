"""One catalogue for every string on screen, in English and French (`en/*.toml`, `fr/*.toml`).

Each language is a folder of TOML files merged into one table (a key may live in only one file of
a language; a key found twice is an error), so that each part of the game keeps its texts apart.

A language's files are read as their keys are first asked for (`tr`): the file named by the key's
first part, then main.toml, then those named by its other parts ("menu.watch" is in watch.toml),
then the others until the key is found, so the menu's first frame reads four of some 35 files
(bench start); `catalogue()` reads them all (and finds a key in two files).

Keys are flat and dotted ("menu.wink", "settings.notice_corrupt"); a TOML table `[menu]` with
`wink = "…"` is the key "menu.wink". Texts use `{name}` placeholders, filled by `tr(**kwargs)`.
Conventions: `<group>.<id>` is a thing's name and `<group>.desc.<id>` its one-line description
(games, presets, difficulties); `action.<action>` names a key-binding action.

Missing texts — the chosen behaviour:
- A key missing in French falls back to English (tests report every such key).
- A key missing everywhere, or a placeholder missing from `kwargs`, raises KeyError in *strict*
  mode and degrades quietly otherwise (the key itself is shown; an unfilled placeholder stays as
  `{name}`), so the game never crashes on a text. Strict mode is on while pytest runs a test
  (pytest sets PYTEST_CURRENT_TEST) and can be forced on or off with WINKHOUSE_STRICT_I18N=1/0.
"""

from __future__ import annotations

import os
import string
import threading
import tomllib
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "fr")
FALLBACK = "en"
STRICT_ENV = "WINKHOUSE_STRICT_I18N"

_state = {"lang": FALLBACK}


def _flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(_flatten(value, name + "."))
        elif isinstance(value, str):
            out[name] = value
        else:
            raise ValueError(f"{name} in the catalogue is not a text")
    return out


class _Files:
    """A language's TOML files, read one at a time as their keys are asked for."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.left = {path.stem: path for path in sorted((HERE / lang).glob("*.toml"))}  # not read yet
        self.texts: dict[str, str] = {}
        self.lock = threading.Lock()  # (the phones' server reads texts from its own thread)

    def _read(self, stem: str) -> None:
        path = self.left.pop(stem)
        with path.open("rb") as f:
            table = _flatten(tomllib.load(f))
        twice = sorted(set(table) & set(self.texts))
        if twice:
            raise ValueError(f"{self.lang}/{path.name} repeats keys of another file: {', '.join(twice[:5])}")
        self.texts.update(table)

    def get(self, key: str) -> str | None:
        """The text of `key`, reading the files it may be in until it is found (None: in none)."""
        text = self.texts.get(key)
        if text is not None or not self.left:
            return text
        with self.lock:
            first, *others = key.split(".")
            likely = [stem for stem in dict.fromkeys((first, "main", *others)) if stem in self.left]
            for stem in likely + [stem for stem in self.left if stem not in likely]:
                if key in self.texts:
                    break
                if stem in self.left:  # (another thread may have read it meanwhile)
                    self._read(stem)
            return self.texts.get(key)

    def whole(self) -> dict[str, str]:
        """Every text of the language (every file read)."""
        with self.lock:
            for stem in list(self.left):
                self._read(stem)
        return self.texts


@cache
def _files(lang: str) -> _Files:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return _Files(lang)


@cache
def catalogue(lang: str) -> MappingProxyType[str, str]:
    """Every key of `lang` and its text (read-only)."""
    return MappingProxyType(_files(lang).whole())


def _text(key: str, lang: str) -> str | None:
    """The text of `key` in `lang`, or in English when `lang` has none (None: in neither)."""
    text = _files(lang).get(key)
    return _files(FALLBACK).get(key) if text is None else text


def languages() -> tuple[str, ...]:
    """The languages of the catalogue, as codes ("en", "fr")."""
    return LANGUAGES


def set_language(lang: str) -> None:
    """Make `lang` the language of `tr` calls without one; an unknown code raises ValueError."""
    _files(lang)
    _state["lang"] = lang


def current_language() -> str:
    return _state["lang"]


def is_strict() -> bool:
    """Whether a missing text raises (tests) instead of degrading quietly (the game)."""
    forced = os.environ.get(STRICT_ENV)
    if forced in ("0", "1"):
        return forced == "1"
    return "PYTEST_CURRENT_TEST" in os.environ


def has_key(key: str, lang: str | None = None) -> bool:
    """Whether `key` has a text in `lang` (default: the current language) or in English."""
    return key in catalogue(lang or current_language()) or key in catalogue(FALLBACK)


def missing_in(lang: str) -> list[str]:
    """The English keys `lang` lacks (they show in English)."""
    own = catalogue(lang)
    return sorted(k for k in catalogue(FALLBACK) if k not in own)


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def key_label(name: str, lang: str | None = None) -> str:
    """How a key name (see game/store/keys.py) reads on screen: "SHIFT+TAB" -> "Shift+Tab" in
    English, "Maj+Tab" in French; "KEY_1" -> "1". Names without a `key.*` text show as they are."""
    own, english = catalogue(lang or current_language()), catalogue(FALLBACK)

    def one(part: str) -> str:
        text = own.get(f"key.{part}") or english.get(f"key.{part}")
        if text:
            return text
        return part.removeprefix("KEY_") if part.startswith("KEY_") else part

    return "+".join(one(part) for part in name.split("+"))


def plural(count: int, lang: str | None = None) -> str:
    """The plural category of `count`: "one" or "other" (French counts 0 as one, English does not)."""
    if (lang or current_language()) == "fr":
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"


def trn(key: str, count: int, /, lang: str | None = None, **kwargs: Any) -> str:
    """`tr` of `<key>.one` or `<key>.other` by `count`, which also fills a {count} placeholder."""
    return tr(f"{key}.{plural(count, lang)}", lang, count=count, **kwargs)


class _Keep(dict[str, Any]):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def tr(key: str, /, lang: str | None = None, **kwargs: Any) -> str:
    """The text of `key` in `lang` (default: the current language), formatted with `kwargs`.

    Without kwargs the text comes back unformatted (a template). `key` is positional-only, so a
    placeholder may be called {key}; {lang} is the one name a text may not use. See the module
    doc for what a missing key or placeholder does.
    """
    text = _text(key, lang or current_language())
    if text is None:
        if is_strict():
            raise KeyError(f"no text for {key!r} in the catalogue")
        return key
    if not kwargs:
        return text
    if is_strict():
        return text.format(**kwargs)
    try:
        return text.format_map(_Keep(kwargs))
    except (ValueError, IndexError, AttributeError):
        return text
