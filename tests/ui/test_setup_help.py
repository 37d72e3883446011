"""Every row of the setup screen says what it is in plain words, in English and French, while it
has the keyboard's focus or the pointer (issue 21: "Kems style" meant nothing to a newcomer)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.games import specs
from game.i18n import catalogue, tr
from game.ui.headless import step

from .drive import press


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", [spec.name for spec in specs()])
def test_every_row_has_its_own_explanation_when_focused_by_the_keys(
    window: Any, game: str, lang: str
) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = window.go("setup", game)
    step(window)
    seen = []
    for _ in range(len(view.menu.rows)):
        words = view.explanation()
        assert words and view.explain.text == words, view.menu.rows[view.menu.selected].label()
        seen += words.split("\n")  # the row's own line, then what its value means (a preset's)
        press(window, arcade.key.DOWN)
    for i, row in enumerate(view.menu.rows):
        if not row.enabled():  # a greyed row takes no focus: the pointer on it explains it
            window.dispatch_event("on_mouse_motion", *view.menu.centre(i), 0, 0)
            step(window)
            seen += view.explain.text.split("\n")
    spec = view.spec
    for option in (*spec.options, *spec.table_options):
        assert tr(f"setup_help.{option.name}", lang) in seen, option.name


def test_the_pointer_on_an_option_explains_it(window: Any) -> None:
    view = window.go("setup", "winkybilly")
    step(window)
    menu = view.menu
    row = 1 + [o.name for o in view.spec.options].index("kems_style")
    window.dispatch_event("on_mouse_motion", *menu.centre(row), 0, 0)
    step(window)
    assert view.explain.text == tr("setup_help.kems_style", "en")
    assert "CONTRE WINKY" in view.explain.text and "token" in view.explain.text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_option_label_speaks_jargon(lang: str) -> None:
    labels = [tr(o.label, lang) for spec in specs() for o in (*spec.options, *spec.table_options)]
    assert not [label for label in labels if "kems" in label.casefold()]


def test_every_option_of_every_game_has_an_explanation_in_both_languages() -> None:
    for lang in ("en", "fr"):
        for spec in specs():
            for option in (*spec.options, *spec.table_options):
                assert f"setup_help.{option.name}" in catalogue(lang), (lang, option.name)
