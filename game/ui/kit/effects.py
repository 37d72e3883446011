"""Effects as data: what the table does when an event happens, declared per game as a table.

A game maps event kinds to an `Effect`: a sound, a caption's words (made for whoever looks when it
is drawn), whether the moment is good news (gold), a card flying to a seat, and things to make
pulse where the eye already is (a seat's face, a card). The table plays them through a small
`Stage` it implements (sound, banner, flight, pulse), so a new game writes no handlers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...rules.core import Event

Words = Callable[[Event, int | None], str | None]  # (event, viewer) -> the caption, or None
Target = tuple[str, Any]  # ("seat", 3) or ("card", 25): something the table can make pulse


@dataclass(frozen=True)
class Effect:
    sound: str | Callable[[Event], str | None] | None = None  # a name, or the name for this event
    caption: Words | None = None
    good: Callable[[Event], bool] = lambda _e: False
    flight: Callable[[Event], tuple[Any, int] | None] | None = None  # (card, to seat)
    pulse: Callable[[Event], Sequence[Target]] = lambda _e: ()
    turn_over: Callable[[Event], Any] | None = None  # a card that turns over on the table


class Stage(Protocol):
    """What a table offers its effects."""

    def play(self, sound: str) -> None: ...

    def caption(self, words: Callable[[int | None], str], good: bool) -> None: ...

    def fly(self, card: Any, seat: int) -> None: ...

    def pulse(self, target: Target) -> None: ...

    def turn_over(self, card: Any) -> None: ...


@dataclass
class Effects:
    """A game's effects table, played on a stage."""

    table: Mapping[str, Effect] = field(default_factory=dict)

    def play(self, event: Event, stage: Stage) -> None:
        effect = self.table.get(event.kind)
        if effect is None:
            return
        sound = effect.sound(event) if callable(effect.sound) else effect.sound
        if sound:
            stage.play(sound)
        words = effect.caption
        if words is not None and words(event, None) is not None:
            stage.caption(lambda viewer: words(event, viewer) or "", effect.good(event))
        if effect.flight is not None:
            flight = effect.flight(event)
            if flight is not None:
                stage.fly(*flight)
        for target in effect.pulse(event):
            stage.pulse(target)
        if effect.turn_over is not None:
            card = effect.turn_over(event)
            if card is not None:
                stage.turn_over(card)
