"""tr(): the current language, the French-to-English fallback, and what a missing text does in
tests (strict: KeyError) and in the game (lenient: never a crash)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import game.i18n as i18n
from game.i18n import current_language, has_key, is_strict, key_label, set_language, tr


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def lenient(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WINKHOUSE_STRICT_I18N", "0")


def test_the_current_language_is_used_unless_one_is_given() -> None:
    assert current_language() == "en" and tr("menu.quit") == "Quit"
    set_language("fr")
    assert current_language() == "fr" and tr("menu.quit") == "Quitter"
    assert tr("menu.quit", "en") == "Quit"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        set_language("de")
    with pytest.raises(ValueError):
        tr("menu.quit", "de")
    assert current_language() == "en"


def test_a_placeholder_may_be_called_key() -> None:
    text = tr("settings.key_conflict", key="W", actions="wink, accuse")
    assert text.startswith("W ") and text.endswith("wink, accuse")
    assert tr("settings.key_conflict", lang="fr", key="W", actions="x").startswith("W sert")


@pytest.mark.parametrize(
    ("name", "lang", "label"),
    [("SHIFT+TAB", "en", "Shift+Tab"), ("SHIFT+TAB", "fr", "Maj+Tab"), ("SPACE", "fr", "Espace"),
     ("W", "fr", "W"), ("KEY_1", "en", "1"), ("F11", "en", "F11"), ("CTRL+ALT+Q", "en", "Ctrl+Alt+Q")],
)  # fmt: skip
def test_key_names_read_well_on_screen(name: str, lang: str, label: str) -> None:
    assert key_label(name, lang) == label


def test_without_kwargs_the_template_comes_back() -> None:
    assert tr("privacy.title") == "Pass the screen to {name}"


@pytest.fixture
def texts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A catalogue of our own in `tmp_path` (<lang>/*.toml), read afresh; the game's again after."""
    for lang in i18n.LANGUAGES:
        (tmp_path / lang).mkdir()
    monkeypatch.setattr(i18n, "HERE", tmp_path)
    i18n.catalogue.cache_clear()
    i18n._files.cache_clear()
    yield tmp_path
    i18n.catalogue.cache_clear()
    i18n._files.cache_clear()


def test_a_key_missing_in_french_falls_back_to_english(texts: Path) -> None:
    (texts / "en" / "main.toml").write_text('[only]\nen = "Hello {name}"\n', encoding="utf-8")
    assert tr("only.en", "fr", name="Ana") == "Hello Ana"
    assert has_key("only.en", "fr") and not has_key("nowhere", "fr")
    assert i18n.missing_in("fr") == ["only.en"]


def test_tests_run_strict_so_a_missing_key_raises() -> None:
    assert is_strict()
    with pytest.raises(KeyError, match=r"no\.such\.key"):
        tr("no.such.key")
    with pytest.raises(KeyError, match="name"):
        tr("privacy.title", other="x")


@pytest.mark.usefixtures("lenient")
def test_the_game_runs_lenient_and_never_crashes_on_a_text() -> None:
    assert not is_strict()
    assert tr("no.such.key") == "no.such.key"
    assert tr("no.such.key", "fr", name="x") == "no.such.key"
    assert tr("privacy.title", other="x") == "Pass the screen to {name}"
    assert tr("results.decided_by", "fr", rule="score") == "départagé par : score"


def test_strictness_can_be_forced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_CURRENT_TEST")
    assert not is_strict()
    monkeypatch.setenv("WINKHOUSE_STRICT_I18N", "1")
    assert is_strict()


def files_read(lang: str) -> set[str]:
    return {path.stem for path in (i18n.HERE / lang).glob("*.toml")} - set(i18n._files(lang).left)


def test_a_text_reads_only_the_files_it_may_be_in(texts: Path) -> None:
    """The file named by the key's first part, main.toml, the files named by its other parts: no
    other file is read until a key is in none of them (the menu's first frame: bench start)."""
    files = {
        "main": '[app]\ntitle = "Winkhouse"\n',
        "stats": '[stats]\nmenu = "Statistics"\n',
        "watch": '[menu]\nwatch = "Watch the bots"\n',
        "zwoggel": '[tucked]\naway = "Found"\n',
        "wink": '[wink]\nname = "Wink"\n',
    }
    for stem, text in files.items():
        (texts / "en" / f"{stem}.toml").write_text(text, encoding="utf-8")
    assert tr("app.title") == "Winkhouse" and files_read("en") == {"main"}
    assert tr("stats.menu") == "Statistics" and files_read("en") == {"main", "stats"}
    assert tr("menu.watch") == "Watch the bots" and files_read("en") == {"main", "stats", "watch"}
    assert tr("tucked.away") == "Found"  # in a file no part of it names: the others are read
    assert "zwoggel" in files_read("en")
    assert dict(i18n.catalogue("en")) == {
        "app.title": "Winkhouse",
        "stats.menu": "Statistics",
        "menu.watch": "Watch the bots",
        "tucked.away": "Found",
        "wink.name": "Wink",
    }


def test_a_key_in_two_files_is_still_an_error_of_the_catalogue(texts: Path) -> None:
    (texts / "en" / "main.toml").write_text('[menu]\nquit = "Quit"\n', encoding="utf-8")
    (texts / "en" / "menu.toml").write_text('[menu]\nquit = "Leave"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"repeats keys of another file: menu\.quit"):
        i18n.catalogue("en")
