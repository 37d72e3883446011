"""The lines under a watched table: the latest winks and signals, who made them at whom, whose
eyes caught them (and how sure each was), and a bot's eyes deceived (a blink taken for a wink)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...social.signals import WINK
from .sightings import Mistake, Sighting

Words = Callable[..., str]
LINES = 2


def sighting_line(s: Sighting, now_on: bool, names: Sequence[str], t: Words) -> str:
    what = (
        t("watch.line.wink", seat=names[s.seat], target=names[s.target])
        if s.kind == WINK
        else t(
            "watch.line.signal", seat=names[s.seat], target=names[s.target], gesture=t(f"gesture.{s.kind}")
        )
    )
    if s.seen_by:
        seen = ", ".join(
            t("watch.sure", name=names[o], percent=round(100 * c)) for o, c in sorted(s.seen_by.items())
        )
        what = t("watch.seen_by", line=what, names=seen)
    elif not now_on:
        what = t("watch.unseen", line=what)
    if s.missed_by:
        what = t("watch.missed_by", line=what, names=", ".join(names[o] for o in s.missed_by))
    return what


ACTUAL = ("blink", "half_blink", "slow_blink")


def mistake_line(m: Mistake, names: Sequence[str], t: Words) -> str:
    """A bot's eyes deceived: a blink (or nothing) taken for a wink, or for a gesture."""
    observer, seat = names[m.observer], names[m.of]
    if m.believed == WINK:
        actual = t(f"watch.kind.{m.actual if m.actual in ACTUAL else 'nothing'}")
        return t("watch.mistake.wink", observer=observer, seat=seat, actual=actual)
    return t("watch.mistake.gesture", observer=observer, seat=seat, signal=t(f"gesture.{m.believed}"))


def caption_lines(
    shown: Sequence[Sighting], mistakes: Sequence[Mistake], names: Sequence[str], t: Words, now: float = -1.0
) -> list[str]:
    """At most two lines, the newest first: sightings, then mistakes."""
    lines = [sighting_line(s, s.on(now), names, t) for s in reversed(shown)]
    lines += [mistake_line(m, names, t) for m in reversed(mistakes)]
    return lines[:LINES]
