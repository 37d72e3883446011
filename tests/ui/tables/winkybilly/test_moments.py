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
