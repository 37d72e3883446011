"""A wink begun while the same face blinks ends the blink there (both eyes shut would hide the
wink: it would not read as one), with a "cut" record, and faces played back from the records
pose the same at every tick."""

from __future__ import annotations

import json
import math
from typing import Any

from game.social.profile import EXPERT, NORMAL
from game.social.table import SocialTable

from .test_recorded_faces import STEP, faces_from


def blinking(table: SocialTable, seat: int) -> bool:
    return any(
        s.seat == seat and s.on_lids and s.kind != "wink" and s.start < table.t < s.end for s in table.signals
    )


def test_a_wink_during_a_blink_ends_the_blink_and_shows_one_eye_shut() -> None:
    records: list[dict[str, Any]] = []
    table = SocialTable([NORMAL, EXPERT, NORMAL], 4, humans=frozenset({0}), record=records.append)
    ticks = []
    while not blinking(table, 0):
        table.step(STEP)
        assert table.t < 60, "the face never blinked"
        if not blinking(table, 0):  # (the tick the wink begins is posed after it)
            ticks.append((table.t, [table.pose(s) for s in range(3)]))
    now = table.t
    blink = next(s for s in table.signals if s.seat == 0 and s.kind != "wink" and s.end > now)
    wink = table.wink(0, 1, eye="left")
    ticks.append((now, [table.pose(s) for s in range(3)]))
    lids = [s for s in table.signals if s.seat == 0 and s.on_lids and s.start <= now < s.end]
    assert lids == [wink], "only the wink closes an eye from its start"
    cuts = [r for r in records if r["kind"] == "cut"]
    cut = {"t": now, "kind": "cut", "seat": 0, "signal": blink.kind, "start": blink.start, "end": now}
    assert cuts == [cut]
    while table.t < wink.end + 0.5:
        table.step(STEP)
        ticks.append((table.t, [table.pose(s) for s in range(3)]))
    during = [poses[0] for t, poses in ticks if wink.start < t < wink.end]
    middle = during[len(during) // 3 : 2 * len(during) // 3 + 1]
    assert middle and all(p.left < 0.5 < p.right for p in middle), "one eye shut, the other open"
    faces = faces_from([json.loads(json.dumps(r)) for r in records], [table.idle(s) for s in range(3)])
    for t, poses in ticks:
        faces.t = t
        for seat, pose in enumerate(poses):
            got = faces.pose(seat)
            assert math.isclose(got.left, pose.left) and math.isclose(got.right, pose.right)
