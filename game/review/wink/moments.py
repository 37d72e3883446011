"""Wink's moments: the winks the rules ask for, and whether they were caught.

A **wink** is one made by the holder of the twin of the number under the target's pawn, at the
target. Several winks of one holder at one caller over one number are one moment (the first
wink's time), caught when anyone accuses the holder of that number rightly (`accused`, right) or
the caller names them (`named_right`). Kinds, for the seat they are found for: "wink_at_you",
"your_wink_caught" (accused rightly by someone other than its target), "your_wink_unseen",
"wink_caught" (a wink between two others the seat accused rightly), "wink_missed".
"""

from __future__ import annotations

from ...social.signals import WINK
from ..moments import Episode, Moment, Recorded, moment, played


def episodes(recording: Recorded) -> list[Episode]:
    """Every holder's winks at one caller over one number, with who caught them, in time order."""
    found: dict[tuple[int, int, int], Episode] = {}
    for record, state, events in played(recording):
        t = float(record["t"])
        if record["kind"] == "signal" and record.get("signal") == WINK:
            seat: int = record["seat"]
            target: int | None = record.get("target")
            number = state.pawn[target] if target is not None else None
            if target is None or number is None or number not in state.hands[seat]:
                continue  # no twin held: not the wink the rules ask for
            key = (seat, target, number)
            if key not in found:
                end = float(record["start"]) + float(record["duration"])
                found[key] = Episode(seat, target, float(record["start"]), end, number)
        for e in events:
            d = e.data
            if e.kind == "accused" and d["right"]:
                episode = found.get((d["target"], d["caller"], d["number"]))
            elif e.kind == "named_right":
                episode = found.get((d["target"], d["seat"], d["number"]))
            else:
                continue
            if episode is not None:
                episode.caught_by.append(d["seat"])
                episode.caught_at = episode.caught_at if episode.caught_at is not None else t
    return sorted(found.values(), key=lambda ep: ep.t)


def wink_moment(ep: Episode, seat: int) -> Moment:
    if ep.target == seat:
        return moment("wink_at_you", ep, ep.about)
    if ep.seat == seat:
        others = [s for s in ep.caught_by if s != ep.target]
        return moment("your_wink_caught" if others else "your_wink_unseen", ep, ep.about)
    return moment("wink_caught" if seat in ep.caught_by else "wink_missed", ep, ep.about)


def moments(recording: Recorded, seat: int) -> list[Moment]:
    """The winks that mattered to `seat`, in time order."""
    return [wink_moment(ep, seat) for ep in episodes(recording)]
