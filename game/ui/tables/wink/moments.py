"""The Wink viewer's own moments: a card of theirs called (watch the caller, wink when their eyes
are on you), and what became of it. Pure: the table shows these lines, and a scripted player
(`game.cli.screen_human`) reads the very same ones.

Only what the viewer may know: their own observation (their hand, whom they may wink at) and
where the faces look (everyone sees that on the table).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from ....i18n import tr
from ....rules.core import Event
from ....rules.wink import WinkObservation
from ...kit.moments import Moment

WINKS = 2  # winks the line offers for one call (a bot holder sends two at most)


def called(
    obs: WinkObservation,
    viewer: int,
    gaze: Callable[[int], int],
    wink_key: str,
    winked: Callable[[int, int], int] = lambda _caller, _number: 0,
    humans: Collection[int] = (),
) -> list[Moment]:
    """A line for each open call of a card the viewer holds, the most pressing first: the caller
    looks at the viewer and nobody else does (wink now); the caller looks, but so do others (wait);
    the viewer winked already (the caller's turn will tell; a second wink is offered, as bots
    send two at most); the caller looks elsewhere (watch). `gaze(seat)`: whom that face looks at
    on screen; `winked(caller, number)`: how many times the viewer winked at that caller for
    that number. A caller among `humans` sits on the couch: where their real eyes are, the screen
    cannot tell, so the line says so."""
    names = obs["names"]
    lines: list[tuple[int, Moment]] = []
    for caller in obs.get("wink_at", []):
        name, number = names[caller], obs["pawns"][caller]
        assert number is not None  # (a caller one may wink at stands on the number it called)
        others = [names[s] for s in range(len(names)) if s not in (viewer, caller) and gaze(s) == viewer]
        sent = winked(caller, number)
        if caller in humans:
            text = tr("moment.wink_called_human", name=name, number=number, key=wink_key)
            lines.append((3, Moment(text, seat=caller)))
        elif sent >= WINKS or (sent and gaze(caller) != viewer):
            lines.append((2, Moment(tr("moment.winked", name=name, number=number), seat=caller)))
        elif gaze(caller) != viewer:
            text = tr("moment.wink_called", name=name, number=number, key=wink_key)
            lines.append((3, Moment(text, seat=caller)))
        elif others:
            text = tr("moment.wink_watched", name=name, others=", ".join(others))
            lines.append((1, Moment(text, seat=caller)))
        else:
            text = tr("moment.wink_again" if sent else "moment.wink_now", name=name, key=wink_key)
            lines.append((0, Moment(text, urgent=True, seat=caller)))
    return [m for _, m in sorted(lines, key=lambda pair: pair[0])]


def outcome(
    e: Event, viewer: int, names: Sequence[str], winked: Callable[[int, int], int], named: dict[int, Event]
) -> str | None:
    """What `e` made of one of the viewer's cards, in words, with why (None: nothing of theirs).
    `winked(caller, number)`: whether the viewer winked at that caller for that number; `named`
    keeps the last naming of each number (the events of one action come one by one)."""
    d = e.data
    kind = e.kind
    if kind in ("named_right", "named_wrong", "passed"):
        named[d["number"]] = e
    if kind == "named_right" and d["target"] == viewer:
        return tr("moment.named_you", name=names[d["seat"]], number=d["number"])
    if kind in ("twin_dead", "twin_laid_down") and d["seat"] == viewer and d["number"] in named:
        naming = named[d["number"]].data
        caller, number = naming["seat"], d["number"]
        why = "moment.why_winked" if winked(caller, number) else "moment.why_no_wink"
        fate = "moment.dead" if kind == "twin_dead" else "moment.laid_down"
        line = tr(fate, name=names[caller], target=names[naming["target"]], number=number)
        return f"{line} {tr(why, name=names[caller])}"
    if kind == "accused" and d["target"] == viewer:
        key = "moment.accused_right" if d["right"] else "moment.accused_wrong"
        return tr(key, name=names[d["seat"]], number=d["number"])
    return None
