"""The catalogue: English and French hold the same keys and placeholders; every key used exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

from game.i18n import catalogue, tr
from game.rules.wink import PRESETS
from game.store.settings import DEFAULT_KEYS

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_english_and_french_have_the_same_keys_and_placeholders() -> None:
    en, fr = catalogue("en"), catalogue("fr")
    assert set(en) == set(fr)
    for key in en:
        assert en[key].strip() and fr[key].strip(), key
        assert fields(en[key]) == fields(fr[key]), key


def test_every_literal_key_used_by_the_screens_exists() -> None:
    used = set()
    for path in UI.rglob("*.py"):
        used |= set(
            re.findall(r"""\bt(?:r)?\(\s*["']([a-z_]+\.[a-z_.\-]+)["']""", path.read_text(encoding="utf-8"))
        )
    assert used, "the pattern found no key at all"
    missing = sorted(k for k in used if k not in catalogue("en"))
    assert missing == []


def test_every_key_built_from_data_exists() -> None:
    en = catalogue("en")
    built = [f"preset.{p}" for p in PRESETS] + [f"action.{a}" for a in DEFAULT_KEYS]
    built += [f"difficulty.{d}" for d in ("beginner", "normal", "expert")]
    built += [f"menu.{g}" for g in ("wink", "winkybilly", "zwoggel")]
    assert [k for k in built if k not in en] == []


def test_a_missing_key_shows_itself_instead_of_crashing() -> None:
    assert tr("no.such.key") == "no.such.key"
    assert tr("privacy.title", "fr", name="Ana") == "Passez l'écran à Ana"
