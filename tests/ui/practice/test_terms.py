"""Plain words for practice's terms: on every practice screen, each term shown (a figure's name, a
chart, a level, a mode, the details of a level) explains itself in one line while the pointer is
over it and while Tab has the keyboard's focus on it, in English and in French."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.i18n import catalogue, tr
from game.practice.drill import DrillSummary
from game.store.levels import load_practice_levels
from game.store.settings import PRACTICE_MODES
from game.ui.headless import step
from game.ui.practice import scenes
from game.ui.practice.results import FIGURES
from game.ui.widgets.term_help import box_of

from ..drive import press
from ..screen import frame_texts
from .drive import open_drill, open_trial

LEVELS = load_practice_levels()


def drill_results(window: Any) -> Any:
    from game.ui.routes import build

    report = scenes.results(3).report
    summary = DrillSummary({"hit": 5, "miss": 3}, 8, 900.0, 120.0)
    return build("practice-results", replace(report, mode="drill", summary=summary), scenes.history(3))


def screens() -> dict[str, Any]:
    """Every practice screen that shows terms, built as the scenes build them."""
    return {
        "menu": lambda w: scenes.menu(3),
        "results": lambda w: scenes.results(3),
        "drill-results": drill_results,
        "progress": lambda w: scenes.progress(3),
        "trial": lambda w: open_trial(w, LEVELS[2]),
        "adaptive": lambda w: open_trial(w, LEVELS[2], mode="adaptive"),
        "drill": lambda w: open_drill(w, LEVELS[4]),
    }


def show(window: Any, make: Any) -> Any:
    view = make(window)
    if window.current_view is not view:
        window.show_view(view)
    step(window)
    return view


def drawn_words(window: Any) -> list[str]:
    return [d.text for d in frame_texts(window)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(screens()))
def test_each_term_explains_itself_on_hover(window: Any, name: str, lang: str) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = show(window, screens()[name])
    terms = view.terms.terms
    assert len(terms) >= 3
    for term in terms:
        box = box_of(term.place)
        window.dispatch_event("on_mouse_motion", box.center_x, box.center_y, 0, 0)
        words = tr(term.key, **term.words)
        assert view.terms.explanation() == words
        assert words in drawn_words(window), f"{term.key} not drawn on {name}"
    window.dispatch_event("on_mouse_motion", 2, 2, 0, 0)  # off every term: no bubble
    assert view.terms.explanation() == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(screens()))
def test_tab_moves_the_focus_from_term_to_term(window: Any, name: str, lang: str) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = show(window, screens()[name])
    window.dispatch_event("on_mouse_motion", 2, 2, 0, 0)
    terms = view.terms.terms
    for term in terms:
        press(window, arcade.key.TAB)
        words = tr(term.key, **term.words)
        assert view.terms.explanation() == words
        assert words in drawn_words(window)
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert view.terms.current() is terms[-2]


def test_a_menu_key_hands_the_focus_back_to_the_menu(window: Any) -> None:
    view = show(window, screens()["menu"])
    press(window, arcade.key.TAB)
    assert view.terms.current() is not None
    press(window, arcade.key.DOWN)
    assert view.terms.current() is None
    row = view.menu.rows[view.menu.selected]
    assert row.help() and row.help() in drawn_words(window)  # the focused row, in plain words


@pytest.mark.parametrize("name", ["results", "drill-results"])
def test_every_figure_shown_has_its_plain_words(window: Any, name: str) -> None:
    view = show(window, screens()[name])
    labelled = {id(term.place) for term in view.terms.terms}
    shown = [label for label in view.labels if label.text]
    assert len(shown) >= 4
    assert all(id(label) in labelled for label in shown)


def test_both_languages_have_every_plain_word() -> None:
    en, fr = catalogue("en"), catalogue("fr")
    words = {k for k in en if k.startswith("practice_terms.")}
    assert words == {k for k in fr if k.startswith("practice_terms.")}
    for level in LEVELS:
        assert f"practice_terms.levels.{level.id}" in words
    for mode in PRACTICE_MODES:
        assert f"practice_terms.mode.{mode}" in words
    for key in FIGURES:
        assert f"practice_terms.{key}" in words
    assert all(en[k] != fr[k] for k in words if k != "practice_terms.level")
