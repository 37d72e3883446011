"""The rules screen: every game and preset in both languages, scrollable, with each preset's facts."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.i18n.docs import DOCS, rules_text
from game.ui.screens.menu import MainMenuView
from game.ui.screens.rules import RulesView, blocks

from .drive import press


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("doc", DOCS)
def test_every_rules_text_exists_with_headings(doc: str, lang: str) -> None:
    text = rules_text(doc, lang)
    kinds = [k for k, _ in blocks(text)]
    assert kinds[0] == "h1" and kinds.count("h2") >= 4 and "could not be read" not in text


def test_wink_rules_explain_how_a_human_winks_at_a_bot_on_a_couch() -> None:
    for lang, words in (("en", "winks at a bot"), ("fr", "pointant le visage du robot")):
        assert words in rules_text("wink-fr", lang)


def test_the_rules_screen_scrolls_switches_text_and_language(window: Any) -> None:
    view = RulesView(back="menu")
    window.show_view(view)
    press(window, arcade.key.DOWN)
    press(window, arcade.key.DOWN)
    assert view.scroll > 0
    press(window, arcade.key.RIGHT)
    assert view.doc == DOCS[1] and view.scroll == 0
    press(window, arcade.key.L)
    assert view.lang == "fr"
    press(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, MainMenuView)
