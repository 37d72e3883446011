"""WinkyBilly's moments: the teams' secret signals, and whether they were answered or spotted.

A **signal** is a seat's team's secret signal (the header's `facts`) made at its partner while it
holds a set (a feint without one is no signal to catch). A seat's signals are one moment until its
hand is replaced or its team is called on: answered when the partner calls WINKY rightly, spotted
when an opponent calls CONTRE WINKY on the signaller rightly. Kinds, for the seat they are found
for: "signal_to_you", "signal_sent", "signal_answered", "signal_spotted" (both also counted as
sent by `tally`), "signal_caught" (an opponent's signal the seat called CONTRE WINKY on rightly),
"signal_missed".
"""

from __future__ import annotations

from ...rules.winkybilly.cards import is_set
from ..moments import Episode, Moment, Recorded, moment, played


def episodes(recording: Recorded) -> list[Episode]:
    """Every seat's signals about one hand, with what came of them, in time order."""
    signals = recording.facts.get("signals", {})
    if not isinstance(signals, dict):
        return []
    epoch = [0] * recording.n  # a seat's hand epoch: its signals are about this hand
    found: dict[tuple[int, int], Episode] = {}
    for record, state, events in played(recording):
        t = float(record["t"])
        if record["kind"] == "signal":
            seat, target = record["seat"], record.get("target")
            team = seat % state.teams
            if record.get("signal") != signals.get(str(team)) or target != state.partner(seat):
                continue  # a fidget, or a gesture that is not the team's signal to its partner
            if not is_set(state.hands[seat]):
                continue  # a feint: no set to signal (bots bluff to draw a wrong CONTRE)
            key = (seat, epoch[seat])
            if key not in found:
                end = float(record["start"]) + float(record["duration"])
                found[key] = Episode(seat, target, float(record["start"]), end, epoch[seat])
        for e in events:
            d = e.data
            if e.kind == "hand_replaced":
                epoch[d["seat"]] += 1
                continue
            if e.kind not in ("winky", "contre", "double") or not d["right"]:
                continue
            if e.kind == "contre":
                spotted = found.get((d["target"], epoch[d["target"]]))
                if spotted is not None and spotted.open:
                    spotted.caught_by.append(d["seat"])
                    spotted.caught_at = t
                    spotted.open = False
            else:  # a right WINKY (or Double) answers the signal the partner made about this hand
                answered = found.get((d["target"], epoch[d["target"]]))
                if answered is not None and answered.open:
                    answered.answered = True
                    answered.caught_by.append(d["seat"])
                    answered.caught_at = t
                    answered.open = False
    return sorted(found.values(), key=lambda ep: ep.t)


def signal_moment(ep: Episode, seat: int, teams: int) -> Moment | None:
    if ep.target == seat:
        return moment("signal_to_you", ep)
    if ep.seat == seat:
        if ep.answered:
            return moment("signal_answered", ep)
        return moment("signal_spotted" if ep.caught_by else "signal_sent", ep)
    if ep.seat % teams == seat % teams:
        return None  # the partner's signal to someone else: there is no such thing at a table of pairs
    caught = not ep.answered and seat in ep.caught_by
    return moment("signal_caught" if caught else "signal_missed", ep)


def moments(recording: Recorded, seat: int) -> list[Moment]:
    """The signals that mattered to `seat`, in time order."""
    teams = recording.new_state().teams
    return [m for ep in episodes(recording) if (m := signal_moment(ep, seat, teams)) is not None]
