"""Effects as data: what the table does when an event happens, declared per game as a table.

A game maps event kinds to an `Effect`: a sound, a caption's words (made for whoever looks when it
is drawn), whether the moment is good news (gold), cards flying from one named place to another,
things to make pulse where the eye already is (a seat's face, a card), a card turning over. The
table plays them through a small `Stage` (sound, banner, flight, pulse, turn), so a new game
writes no handlers. Every card or token that moves across a table is a `Fly` of some effect.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...rules.core import Event
from .board import Place

Words = Callable[[Event, int | None], str | None]  # (event, viewer) -> the caption, or None
Target = tuple[str, Any]  # ("seat", 3) or ("card", 25): something the table can make pulse


@dataclass(frozen=True)
class Fly:
    """A card (or a token, a back: anything the board has a picture of) flying from one place to
    another. Its size is that of the place `size` names (by default its start's, or its end's when
    the start has none), times `scale`; it takes off `delay` seconds after the event; when it
    `lands`, its end shows the card only from then on."""

    card: Hashable
    start: Place
    end: Place
    size: Place | None = None
    scale: float = 1.0
    delay: float = 0.0
    lands: bool = False


@dataclass(frozen=True)
class Effect:
    sound: str | Callable[[Event], str | None] | None = None  # a name, or the name for this event
    caption: Words | None = None
    good: Callable[[Event], bool] = lambda _e: False
    flights: Callable[[Event], Sequence[Fly]] = lambda _e: ()
    pulse: Callable[[Event], Sequence[Target]] = lambda _e: ()
    turn_over: Callable[[Event], Hashable | None] | None = None  # a card that turns over on the table


class Stage(Protocol):
    """What a table offers its effects."""

    def play(self, sound: str) -> None: ...

    def caption(self, words: Callable[[int | None], str], good: bool) -> None: ...

    def fly(self, flight: Fly) -> None: ...

    def pulse(self, target: Target) -> None: ...

    def turn_over(self, card: Hashable) -> None: ...


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
        for flight in effect.flights(event):
            stage.fly(flight)
        for target in effect.pulse(event):
            stage.pulse(target)
        if effect.turn_over is not None:
            card = effect.turn_over(event)
            if card is not None:
                stage.turn_over(card)
