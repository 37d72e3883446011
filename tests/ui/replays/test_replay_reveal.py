"""The replay's "everything revealed", for every game alike: nothing before the game's end (the
button greyed, no panel, the table drawn as the seat saw it, only that seat's marks); after it,
every hand and pile face up as the game's own reveal of the final state says (the results
screen's), the recording's engine replayed apart to know it; hidden again before the end."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.bots.recording import Recording
from game.games import game_spec
from game.ui.headless import draw_now
from game.ui.replays.sample import game_recording
from game.ui.replays.screen import ReplayView
from game.ui.textures import texture

from ..drive import press
from ..screen import frame_texts, layout_problems

TABLES = {"wink": 5, "winkybilly": 4, "zwoggel": 3}  # each game, at a table of this many bots


def final_state(recording: Recording) -> Any:
    """The engine at the end of the game, every recorded action applied (apart from the screen)."""
    state = recording.new_state()
    for _t, action in recording.actions:
        state.apply(action)
    return state


@pytest.mark.parametrize("game", list(TABLES))
def test_everything_is_revealed_after_the_end_only_for_every_game(window: Any, game: str) -> None:
    recording = game_recording(game, TABLES[game], 7)
    view = ReplayView(recording, seat=1, back="menu")
    window.show_view(view)
    draw_now(window)
    assert view.replay is not None
    view.seek(recording.end * 0.5)
    hidden = list(view.timeline.raw)
    press(window, arcade.key.R)  # mid-game: nothing is revealed
    title = "Everything revealed"
    drawn = [d.text for d in frame_texts(window)]
    assert not view.revealed and not view.revealed_panel.shown and not view.table.covered
    assert not view.revealed_panel.lines() and not len(view.revealed_panel.cards) and title not in drawn
    assert not view.buttons.buttons[view.buttons.names().index("reveal")].enabled

    press(window, arcade.key.END)
    assert view.over and not view.revealed_panel.shown  # the end alone reveals nothing
    press(window, arcade.key.R)
    assert view.revealed and view.revealed_panel.shown and view.table.covered
    expected = game_spec(game).reveal(final_state(recording))
    rows = [*expected.hands, *(pile.cards for pile in expected.piles)]
    assert expected.hands and len(expected.hands) == recording.n
    assert [sprite.texture for sprite in view.revealed_panel.cards] == [
        texture(card.sprite) for cards in rows for card in cards
    ]
    lines = view.revealed_panel.lines()
    assert lines[0] == title
    assert lines[1 : 1 + recording.n] == list(recording.names)
    piles = [view.t(pile.label) for pile in expected.piles]
    assert [line for line in lines if line in piles] == piles
    assert lines.count("nothing") == sum(1 for cards in rows if not cards)
    drawn = frame_texts(window)
    assert title in [d.text for d in drawn]
    assert not layout_problems(drawn, window.width, window.height)  # the table's words not under it
    assert set(hidden) <= set(view.timeline.raw)  # every mark now, the others' too

    press(window, arcade.key.HOME)  # back before the end: hidden again
    assert not view.revealed_panel.shown and not view.revealed_panel.lines() and not view.table.covered
    assert title not in [d.text for d in frame_texts(window)]
