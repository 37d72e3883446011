"""The first-start offer of a guided game and the choice before watching the bots lie on the felt
as the menu does: their rows as cards, and the game's own table in miniature, lit, where it covers
none of their words (the chosen game's, changing as the game changes)."""

from __future__ import annotations

from typing import Any

import arcade

from game.games import game_spec
from game.ui.guide.offer import GuideOfferView
from game.ui.headless import step
from game.ui.watch.choice import watchable
from game.ui.watch.choose import WatchChoiceView
from game.ui.widgets.materials import FELT

from .drive import press, select_row

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


def resized(window: Any, size: tuple[int, int]) -> None:
    window._width, window._height = size
    window.dispatch_event("on_resize", *size)


def art_of(game: str) -> Any:
    miniature = game_spec(game).miniature
    assert miniature is not None
    return miniature.load()


def test_the_offer_shows_the_games_table_lit_above_its_two_answers_as_cards(window: Any) -> None:
    view = GuideOfferView("wink")
    window.show_view(view)
    step(window)
    real = (window._width, window._height)
    try:
        for size in SIZES:
            resized(window, size)
            assert view.floor == FELT and view.menu is not None and view.menu.as_cards
            table = view.table
            assert table is not None and view.table_shown and table.lit
            assert table.art == art_of("wink")
            left, bottom, width, height = table.box
            assert height >= size[1] * 0.25  # large: the game's table is what the screen shows
            assert bottom >= view.menu.top  # above the answers...
            assert bottom + height <= view.title.bottom  # ...and under the question
            assert left >= 0 and left + width <= size[0]
    finally:
        resized(window, real)
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)  # "No thanks": its behaviour kept, the setup comes
    assert type(window.current_view).__name__ == "SetupView"


def test_the_watch_choice_shows_the_chosen_games_table_beside_the_rows(window: Any) -> None:
    from game.ui.screens.menu import MainMenuView

    window.show_view(MainMenuView())
    step(window)
    select_row(window, "Watch the bots")
    press(window, arcade.key.ENTER)
    view = window.current_view
    assert isinstance(view, WatchChoiceView) and view.floor == FELT
    assert view.menu is not None and view.menu.as_cards
    games = watchable()
    assert len(games) > 1
    seen = []
    for _ in games:
        table = view.table()
        assert table is not None and table.lit
        assert table.art == art_of(view.choice.game)
        left, bottom, width, height = table.box
        menu = view.menu
        assert left >= menu.center_x + menu.width / 2  # beside the rows, over none of them
        assert left + width <= window.width and bottom + height <= view.title.bottom
        seen.append(view.choice.game)
        select_row(window, "Game")
        press(window, arcade.key.RIGHT)  # the next game: its own table comes
    assert sorted(seen) == sorted(games)
    select_row(window, "Levels")
    press(window, arcade.key.RIGHT)  # a level per seat: more rows, still beside them, still cards
    assert view.menu.as_cards and view.choice.per_seat
    table = view.table()
    assert table is not None and table.box[0] >= view.menu.center_x + view.menu.width / 2


def test_the_rules_guided_game_button_lies_beside_the_key_line_over_nothing(window: Any) -> None:
    from game.ui.screens.rules import RulesView

    view = RulesView("menu")
    window.show_view(view)
    step(window)
    real = (window._width, window._height)
    try:
        for size in SIZES:
            resized(window, size)
            assert view.guide.game is not None  # the first rules have a guided game
            (button,) = view.guide.row.boxes
            _left, page_bottom, _w, _h = view.page()
            hint = view.hint
            assert button.top <= page_bottom and button.bottom >= 0  # under the paper, in the window
            assert button.right <= size[0] and button.height > 0
            assert hint.right <= button.left  # beside the key line, over none of its words
            assert hint.left >= 0
    finally:
        resized(window, real)


def test_the_help_of_practices_terms_and_of_the_setup_is_one_card(window: Any) -> None:
    """The words a screen explains on hover or focus are drawn by the one help card (help_tip.py):
    practice's terms lay it beside the term, or in the room the screen keeps for it (the results)."""
    from game.ui.practice import scenes as practice_scenes
    from game.ui.screens.setup import SetupView
    from game.ui.widgets.help_tip import HelpTip
    from game.ui.widgets.term_help import box_of

    view = practice_scenes.terms(3)  # the results, the keyboard's focus on d′
    window.show_view(view)
    step(window)
    terms = view.terms
    term = terms.current()
    assert term is not None and isinstance(terms.tip, HelpTip)
    assert terms.tip.body.text == terms.explanation() != ""
    left, bottom, width, height = terms.tip.box
    bubble = terms.bubble
    assert (left, bottom, width, height) == (bubble.left, bubble.bottom, bubble.width, bubble.height)
    assert left >= 0 and left + width <= window.width and bottom >= 0 and bottom + height <= window.height
    window.dispatch_event("on_mouse_motion", 2, 2, 0, 0)
    focused = box_of(term.place)
    terms.focused = None
    window.dispatch_event("on_mouse_motion", focused.center_x, focused.center_y, 0, 0)  # pointed at
    step(window)
    assert terms.tip.body.text == terms.explanation() != ""
    left, bottom, width, height = terms.tip.box
    assert bottom + height <= focused.bottom or bottom >= focused.top  # over none of the term
    window.show_view(SetupView("wink"))
    step(window)
    assert type(window.current_view.tip) is HelpTip  # the setup's card: the same widget
