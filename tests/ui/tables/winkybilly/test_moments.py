"""The WinkyBilly viewer's own moment lines: four of a kind in hand asks them to signal their
partner, a CONTRE WINKY on their partner is told with its why, and a couch's other human never
reads them."""

from __future__ import annotations

from typing import Any

from game.i18n import tr
from game.ui.tables.winkybilly.scenes import _signal
from game.ui.tables.winkybilly.table import WinkyBillyTableView


def test_a_set_in_hand_and_a_call_on_the_partner_are_told_to_that_seat_alone(window: Any) -> None:
    view: WinkyBillyTableView = _signal(window, 1, humans=2)  # type: ignore[assignment]
    assert view.humans == [0, 1]
    view.update_private(0)
    mine = [m.text for m in view.stage.moments.current(0, view.now)]
    names = view.state.names
    assert mine[0].startswith(tr("moment_winkybilly.signal_now", card="X", gesture="Y", partner=names[3])[:8])
    assert view.stage.moments.current(0, view.now)[0].urgent
    told = tr("moment_winkybilly.contre_partner_wrong", name=names[1], partner=names[3])
    assert told in mine
    others = [m.text for m in view.stage.moments.current(1, view.now)]
    assert others == []  # seat 1 (the caller, another team) reads nothing of seat 0's


def test_a_contre_winky_by_your_partner_is_told_as_theirs_on_the_opponent() -> None:
    """A CONTRE WINKY made by the viewer's partner (not on them) has its own words, right or wrong."""
    from game.rules.core import Event
    from game.ui.tables.winkybilly.moments import outcome

    names = ("Alex", "Hugo", "Sam", "Barnaby")
    for right, words in ((False, "wrong"), (True, "right")):
        e = Event("contre", {"seat": 0, "call": "contre", "target": 1, "right": right, "shown": ()})
        line = outcome(e, 2, 2, names, 10.0)
        assert line is not None and "Alex" in line and "Hugo" in line and words in line
