"""The catalogue: English and French hold the same keys and placeholders, every text formats, and
every key the code asks for exists, with the placeholders it fills."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.games import GAMES
from game.i18n import catalogue, languages, missing_in, placeholders, tr
from game.i18n.docs import DOCS
from game.rules.wink import PRESETS
from game.rules.wink.presets import TieBreak
from game.store.keys import DEFAULT_KEYS
from game.store.levels import DIFFICULTIES

GAME = Path(__file__).resolve().parents[2] / "game"


def test_there_are_two_languages() -> None:
    assert languages() == ("en", "fr")


def test_english_and_french_have_exactly_the_same_keys() -> None:
    en, fr = set(catalogue("en")), set(catalogue("fr"))
    assert sorted(en - fr) == [], "missing in French (shown in English)"
    assert sorted(fr - en) == [], "French keys English does not have"
    assert missing_in("fr") == []


def test_each_key_has_the_same_placeholders_in_both_languages() -> None:
    en, fr = catalogue("en"), catalogue("fr")
    assert [k for k in en if placeholders(en[k]) != placeholders(fr.get(k, en[k]))] == []


def test_no_text_uses_the_reserved_placeholder_lang() -> None:
    assert [k for k, text in catalogue("en").items() if "lang" in placeholders(text)] == []


def test_no_text_is_empty() -> None:
    for lang in languages():
        assert [k for k, text in catalogue(lang).items() if not text.strip()] == [], lang


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_text_formats_with_its_placeholders(lang: str) -> None:
    for key, text in catalogue(lang).items():
        names = placeholders(text)
        if names:
            out = tr(key, lang, **{n: f"<{n}>" for n in names})
            assert "{" not in out.replace("{{", "") and all(f"<{n}>" in out for n in names), key


def text_calls() -> Iterator[tuple[str, int, str, set[str] | None]]:
    """(file, line, key, keyword names or None for **kwargs) of every tr()/self.t() call with a
    literal key anywhere in the game."""
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name in ("tr", "t") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                kws = {k.arg for k in node.keywords if k.arg != "lang"}
                yield path.name, node.lineno, first.value, None if None in kws else kws  # type: ignore[misc]


def test_every_literal_key_the_code_uses_exists_with_the_placeholders_it_fills() -> None:
    en = catalogue("en")
    calls = list(text_calls())
    assert len(calls) > 20, "the scan found (almost) no call at all"
    missing = [(f, line, key) for f, line, key, _ in calls if key not in en]
    assert missing == []
    mismatched = [
        (f, line, key, sorted(kws), sorted(placeholders(en[key])))
        for f, line, key, kws in calls
        if kws is not None and (kws or placeholders(en[key])) and kws != placeholders(en[key])
    ]
    assert mismatched == []


def test_every_key_built_from_data_exists() -> None:
    built = [f"preset.{p}" for p in PRESETS] + [f"preset.desc.{p}" for p in PRESETS]
    built += [f"action.{a}" for a in DEFAULT_KEYS]
    built += [f"difficulty.{d}" for d in DIFFICULTIES] + [f"difficulty.desc.{d}" for d in DIFFICULTIES]
    built += [f"menu.{g}" for g in GAMES] + [f"game.{g}" for g in (*GAMES, "practice")]
    built += [f"game.desc.{g}" for g in (*GAMES, "practice")]
    built += [f"rules.doc.{d}" for d in DOCS]
    built += [f"settings.language_{lang}" for lang in languages()]
    built += [f"tiebreak.{tb.value}" for tb in TieBreak] + ["tiebreak.score", "tiebreak.shared"]
    assert [k for k in built if k not in catalogue("en")] == []


def test_the_groups_the_screens_need_are_there() -> None:
    en = catalogue("en")
    wanted = {
        "app": "title",
        "menu": "wink winkybilly zwoggel practice rules settings quit",
        "setup": "players seat human bot name difficulty personality preset options extra_card seed deal "
        "start back new_seed",
        "difficulty": "beginner normal expert",
        "pause": "title resume rules settings quit_to_menu confirm_quit yes no",
        "results": "title winner winners shared decided_by score play_again_same play_again_new menu",
        "privacy": "title only press done",
        "settings": "master_volume effects_volume muted fullscreen language language_en language_fr "
        "reduced_motion colourblind_palette animation_speed key_bindings reset_defaults volume "
        "notice_corrupt",
        "rules": "title choose language",
        "common": "back ok cancel yes no on off",
    }
    assert [f"{g}.{k}" for g, keys in wanted.items() for k in keys.split() if f"{g}.{k}" not in en] == []


def test_the_texts_the_brief_fixed_read_as_asked() -> None:
    assert tr("setup.deal", "en", seed=48213) == "Deal 48213"
    assert tr("privacy.title", "en", name="Ana") == "Pass the screen to Ana"
    assert tr("privacy.only", "en", name="Ana") == "Only Ana may look now."
    assert tr("privacy.done", "en") == "Hide my cards"
    assert tr("privacy.title", "fr", name="Ana") == "Passez l'écran à Ana"
    assert tr("settings.notice_corrupt", "en", file="settings.bad-1.json") == (
        "Your settings file was damaged: defaults restored, the old file kept as settings.bad-1.json"
    )
