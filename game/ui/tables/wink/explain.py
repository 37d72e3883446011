"""What the Wink log's lines need to say why, that no single event tells: read from the batch of
events an action made, and from the humans' own winks (their own doings, known to the table).

The events are never changed: the log keeps explained copies (kit/table.py `explain`).
- A wrong name: under a rule text where the true holder lays the twin face down for all to see
  (wink-fr), no such twin in the same batch means nobody held it (it was never dealt); under the
  others, nobody may know, so the line says only what is known.
- A right accusation of a human who had not winked at that caller since the call: the accuser
  misread something; told to that human alone (the copy names the seat, the words check it).
"""

from __future__ import annotations

from collections.abc import Collection

from ....rules.core import Event


class Explainer:
    def __init__(self, twin_shown: bool, humans: Collection[int]) -> None:
        """`twin_shown`: a wrong name makes the true holder show its twin (face down) to all."""
        self.twin_shown = twin_shown
        self.humans = frozenset(humans)
        self.called: dict[int, tuple[int, float]] = {}  # caller -> (the number, when it was called)
        self.winks: list[tuple[float, int, int]] = []  # the humans' winks: (when, who, at whom)

    def winked(self, t: float, seat: int, target: int) -> None:
        """A human's wink went out (the table lets it through only when the rules allow it)."""
        self.winks.append((t, seat, target))

    def explain(self, events: list[Event], t: float, winks_known: bool) -> list[Event]:
        """The events as the log keeps them. `winks_known`: the humans' winks went through this
        table (a live one; a recording's humans winked elsewhere)."""
        out: list[Event] = []
        for i, e in enumerate(events):
            extra: dict[str, object] = {}
            if e.kind == "call":
                self.called[e.data["seat"]] = (e.data["number"], t)
            elif e.kind == "named_wrong":
                extra["twin"] = self._twin(events[i + 1 :], e.data["number"])
            elif e.kind == "accused" and e.data["right"] and winks_known:
                target = e.data["target"]
                if target in self.humans and not self._winked(target, e.data["caller"], e.data["number"]):
                    extra["unwinked"] = target
            out.append(Event(e.kind, {**e.data, **extra}, e.to) if extra else e)
        return out

    def _twin(self, after: list[Event], number: int) -> str:
        if not self.twin_shown:
            return "unknown"
        laid = any(e.kind == "twin_laid_down" and e.data["number"] == number for e in after)
        return "shown" if laid else "nobody"

    def _winked(self, seat: int, caller: int, number: int) -> bool:
        """Whether `seat` winked at `caller` since `caller` called `number`."""
        called = self.called.get(caller)
        since = called[1] if called is not None and called[0] == number else float("-inf")
        return any(who == seat and at == caller and when >= since for when, who, at in self.winks)
