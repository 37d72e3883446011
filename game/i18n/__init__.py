"""One catalogue for every string on screen, in English and French (en.toml, fr.toml)."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "fr")
_current = "en"


def _flatten(table: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(_flatten(value, name + "."))
        else:
            out[name] = str(value)
    return out


@cache
def catalogue(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    with (HERE / f"{lang}.toml").open("rb") as f:
        return _flatten(tomllib.load(f))


def languages() -> tuple[str, ...]:
    return LANGUAGES


def set_language(lang: str) -> None:
    global _current
    catalogue(lang)  # refuses an unknown language
    _current = lang


def current_language() -> str:
    return _current


def tr(key: str, lang: str | None = None, **kwargs: object) -> str:
    """The text of `key` in `lang` (default: the current language), formatted with `kwargs`.

    A key missing in French falls back to English; a key missing everywhere shows as itself
    (the game goes on; tests check that every key used exists in both languages).
    """
    text = catalogue(lang or _current).get(key) or catalogue("en").get(key) or key
    return text.format(**kwargs) if kwargs else text
