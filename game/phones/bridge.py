"""Between a live table (`game.bots.source.TableSource`) and its phones (`Hub`): the table's side.

Once a table step, the table calls `update()`: each intent the phones sent is applied for the
seat whose token it came with, and for no other (a move is made the seat's own by its game's
phone module: a phone never names its seat); what the game's phone module or the engine refuses is
told to that phone alone, in the table's language, and changes nothing. Then `publish()` sends
each phone seat its view again, only when what the phone shows changed: the view is built from
that seat's observation, the public faces and the seat's private facts, and compared with the
last one sent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..bots.source import TableSource
from ..games import game_spec
from ..i18n import tr
from ..i18n.refusals import refusal
from ..rules.core import Event, IllegalAction
from .games import PhoneGame, Public
from .hub import Dropped, Hub, Joined
from .messages import Act, Intent, Look, Refused, Signal, Wink

Heard = Joined | Dropped | Event  # what the table hears of its phones


class PhoneBridge:
    def __init__(
        self,
        hub: Hub,
        spec_name: str,
        source: TableSource,
        seats: Sequence[int],
        names: Sequence[str],
        language: str,
        facts: Mapping[int, Mapping[str, Any]] | None = None,
    ) -> None:
        """`seats`: the phone seats (each has a token in `hub`); `names`: every seat's name;
        `facts`: each phone seat's private facts besides its observation (a team's signal)."""
        spec = game_spec(spec_name)
        if spec.phone is None:
            raise ValueError(f"{spec.title} has no phone hands")
        missing = [s for s in seats if s not in hub.tokens]
        if missing:
            raise ValueError(f"seats {missing} have no token in the hub")
        self.hub, self.source, self.spec = hub, source, spec
        self.phone: PhoneGame = spec.phone.load()
        self.seats = list(seats)
        self.names = list(names)
        self.language = language
        self.facts = {s: dict((facts or {}).get(s, {})) for s in self.seats}
        self.signals = frozenset(spec.signals)
        self._shown: dict[int, dict[str, Any]] = {}  # the last view sent to each seat
        self.moves = 0  # the engine actions the phones made

    # ------------------------------------------------------------ what the phones sent
    def update(self, held: bool = False) -> list[Heard]:
        """Apply what the phones sent since the last call, in order, each for its own seat.
        Returns what the table should hear: joins and drops, and each applied move's events.
        `held`: the table waits (paused, or phones still joining): every move is refused in words,
        nothing is played."""
        heard: list[Heard] = []
        for item in self.hub.take():
            if isinstance(item, Joined | Dropped):
                if isinstance(item, Joined):
                    self._shown.pop(item.seat, None)  # a phone that joins gets its view again
                heard.append(item)
            elif item.seat not in self.facts:  # (the hub names only phone seats: never another)
                continue
            elif held:
                self.tell(item.seat, tr("phones.refused.held", self.language))
            else:
                heard += self._apply(item)
        return heard

    def _apply(self, intent: Intent) -> list[Event]:
        seat = intent.seat
        try:
            if isinstance(intent, Act):
                return self._act(seat, intent.move)
            if isinstance(intent, Wink):
                self._wink(seat, intent.target)
            elif isinstance(intent, Signal):
                self._signal(seat, intent.kind, intent.target)
            elif isinstance(intent, Look):
                self._look(seat, intent.target)
        except Refused as refused:
            self.tell(seat, tr(refused.key, self.language))
        except IllegalAction as exc:
            self.tell(seat, refusal(exc, self.names, self.language))
        return []

    def _act(self, seat: int, data: Mapping[str, Any]) -> list[Event]:
        if not self.source.live:
            raise IllegalAction("this table is a recording", code="replay")
        made = self.phone.move(seat, data, self.source.t)
        actions = made if isinstance(made, list) else [made]  # (an action may be a NamedTuple)
        events: list[Event] = []
        for action in actions:  # (a refused one stops the rest: the IllegalAction goes up)
            done = self.source.human_act(action)
            self.moves += 1
            events += done
            for line in self.phone.said(done, seat, self.names, self.language):
                self.tell(seat, line)
        return events

    def _target(self, seat: int, target: int | None) -> int | None:
        """A face named by a phone: another seat of the table, or None (the table)."""
        if target is None:
            return None
        if not 0 <= target < len(self.names):
            raise IllegalAction(f"there is no seat {target}", code="no_such_seat", value=target)
        if target == seat:
            raise Refused("phones.refused.own_face", "a seat's own face")
        return target

    def _wink(self, seat: int, target: int) -> None:
        face = self._target(seat, target)
        assert face is not None
        if not self.source.human_wink(seat, face):
            raise Refused(f"phones.refused.wink.{self.spec.name}", "a wink the rules refuse now")

    def _signal(self, seat: int, kind: str, target: int | None) -> None:
        if kind not in self.signals:
            raise Refused("phones.refused.no_such_signal", f"no signal {kind[:20]!r} in this game")
        if not self.source.human_gesture(seat, kind, self._target(seat, target)):
            raise Refused("phones.refused.signal", "a signal the table refuses now")

    def _look(self, seat: int, target: int | None) -> None:
        face = self._target(seat, target)
        self.source.human_look(seat, -1 if face is None else face)

    def tell(self, seat: int, text: str) -> None:
        self.hub.tell(seat, text)

    # ------------------------------------------------------------ what the phones show
    def public(self) -> Public:
        """Where each face at the table looks now: everyone sees it."""
        source = self.source
        t = source.t
        return Public(tuple(source.social.looking_at(s, t) for s in range(len(self.names))))

    def view(self, seat: int, public: Public | None = None, held: bool = False) -> dict[str, Any]:
        """The view message of `seat`'s phone now (`held`: the table waits, see `update`)."""
        obs = self.source.observe(seat)
        shown = self.phone.view(obs, seat, public or self.public(), self.facts[seat])
        return {
            "type": "view",
            "game": self.spec.name,
            "seat": seat,
            "lang": self.language,
            "held": held,
            "view": shown,
        }

    def publish(self, held: bool = False) -> list[int]:
        """Send each phone seat its view if it changed since the last one sent; the seats sent to.
        `held`: the table waits, and the phones say so."""
        public = self.public()
        sent = []
        for seat in self.seats:
            message = self.view(seat, public, held)
            if self._shown.get(seat) != message:
                self._shown[seat] = message
                self.hub.publish(seat, message)
                sent.append(seat)
        return sent
