"""Whose cards the hand strip holds, on a couch: a label with the human's name and seat, and the
strip on the side of the table where that human sits (not under the first human's plate)."""

from __future__ import annotations

from typing import Any

import pytest

from game.i18n import tr
from game.ui.headless import step

from .couch import start_couch
from .drive import take_screen
from .screen import frame_texts, layout_problems, pretend_size

SIZES = ((1024, 576), (1280, 720), (1920, 1080))


def look(window: Any, view: Any, seat: int) -> None:
    """`seat` takes the screen (behind the privacy screen) and their view is drawn."""
    view.looks.hand_over(seat)
    take_screen(window)
    step(window)
    assert view.shown_viewer() == seat


@pytest.mark.parametrize(
    ("game", "players", "sam"),
    [("wink", 6, 4), ("wink", 8, 3), ("winkybilly", 6, 2), ("winkybilly", 8, 5), ("zwoggel", 4, 3)],
)
def test_the_hand_strip_names_its_human_and_lies_on_their_side(
    window: Any, game: str, players: int, sam: int
) -> None:
    """Alex sits at the bottom left; Sam on the left or the right of the table (`sam`)."""
    view = start_couch(window, game, seed=3, players=players, sam=sam)
    sides = set()
    for seat in view.humans:
        look(window, view, seat)
        name = view.setup.seats[seat].name
        label = tr("couch.hand_of", name=name, seat=seat + 1)
        for width, height in SIZES:
            with pretend_size(window, width, height):
                drawn = frame_texts(window)
                hand = view.stage.regions.hand
                face_x = view.stage.seats.spots[seat][0]
                where = f"{game} ×{players}, {name} at {width}×{height}"
                assert (hand.center_x > width / 2) == (face_x > width / 2), (
                    f"{where}: the hand on the other side"
                )
                sides.add(face_x > width / 2)
                labels = [d for d in drawn if d.text == label]
                assert len(labels) == 1, f"{where}: no label {label!r}"
                (box,) = labels
                assert hand.left - 1 <= box.left and box.right <= hand.right + 1, (
                    f"{where}: the label off the hand"
                )
                assert layout_problems(drawn, width, height) == [], where
    assert sides == {False, sam > players / 2}  # (the right side is tested where Sam sits there)
