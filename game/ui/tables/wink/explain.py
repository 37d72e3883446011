"""What the Wink log's lines need to say why, that no single event tells: read from the batch of
events an action made, and from the humans' own winks (their own doings: the table's record of
them, which a recorded table keeps too).

The events are never changed: the log keeps explained copies (kit/table.py `explain`).
- A wrong name: under a rule text where the true holder lays the twin face down for all to see
  (wink-fr), no such twin in the same batch means nobody held it (it was never dealt); under the
  others, nobody may know, so the line says only what is known.
- A right accusation of a human who had not winked at that caller since the call: the accuser
  misread something; told to that human alone (the copy names the seat, the words check it).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from ....rules.core import Event


class Explainer:
    def __init__(
        self,
        twin_shown: bool,
        humans: Collection[int],
        winked: Callable[[int, int, int], int] = lambda _seat, _caller, _number: 0,
    ) -> None:
        """`twin_shown`: a wrong name makes the true holder show its twin (face down) to all.
        `winked(seat, caller, number)`: how many times human `seat` winked at `caller` for its call
        of `number` (the table's record)."""
        self.twin_shown = twin_shown
        self.humans = frozenset(humans)
        self.winked = winked

    def explain(self, events: list[Event]) -> list[Event]:
        """The events as the log keeps them."""
        out: list[Event] = []
        for i, e in enumerate(events):
            extra: dict[str, object] = {}
            if e.kind == "named_wrong":
                extra["twin"] = self._twin(events[i + 1 :], e.data["number"])
            elif e.kind == "accused" and e.data["right"]:
                target = e.data["target"]
                if target in self.humans and not self.winked(target, e.data["caller"], e.data["number"]):
                    extra["unwinked"] = target
            out.append(Event(e.kind, {**e.data, **extra}, e.to) if extra else e)
        return out

    def _twin(self, after: list[Event], number: int) -> str:
        if not self.twin_shown:
            return "unknown"
        laid = any(e.kind == "twin_laid_down" and e.data["number"] == number for e in after)
        return "shown" if laid else "nobody"
