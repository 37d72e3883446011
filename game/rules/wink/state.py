"""The Wink / Zwinkern game state: the table (`table.py`) dealt, and its rules: turns, naming,
calls, accusations and the end."""

from __future__ import annotations

from typing import Any

from ..core import End, Event, IllegalAction, check_seat, short_repr
from . import observe, serialize
from .actions import ACCUSE_ROWS, CALL_BYTES, NAME_ROWS, PASSES, Accuse, Action, Call, Name, Pass
from .config import WinkConfig
from .deal import deal
from .observe import WinkObservation
from .presets import AccuseFate, BoardEnd, Naming, WrongGrid, WrongTwin
from .refusals import check_action_seat, check_turn, not_a_number
from .scoring import result
from .table import CALLING, DISCARDED, DOWN, GRID_WORDS, NAMING, OVER, TAKEN, UP, WinkTable

STEP_WORDS = {NAMING: "name", CALLING: "call"}  # the "turn" event's step
OPTIONAL = Naming.OPTIONAL


class WinkState(WinkTable):
    """One point of one game of Wink: its table, dealt, changed only through `apply`."""

    __slots__ = ()

    def __init__(self, config: WinkConfig, seed: int) -> None:
        super().__init__(config, seed)
        deal(self)
        self._begin_turn()

    # ----------------------------------------------------------------- legal actions
    def turn_actions(self, seat: int) -> list[Action]:
        step = self.step
        if seat != self.current or step is OVER:
            return []
        if step is NAMING:
            acts: list[Action] = list(NAME_ROWS[self.n][seat])
            if self.rules.naming is OPTIONAL:
                acts.append(PASSES[seat])
            return acts
        # The callable numbers as bits, turned into Calls a byte at a time through CALL_BYTES, in
        # ascending order: the order the face-up set iterates in (small ints hash to themselves and
        # its table, made for 36 numbers, has more slots than that).
        m = self.free_bits & ~self.hand_bits[seat]
        b0, b1, b2, b3, b4 = CALL_BYTES[seat]
        return [*b0[m & 255], *b1[m >> 8 & 255], *b2[m >> 16 & 255], *b3[m >> 24 & 255], *b4[m >> 32]]

    def accusations(self, seat: int) -> list[Action]:
        if self.step is OVER or self.accuse_left[seat] <= 0:
            return []
        rows = ACCUSE_ROWS[self.n][seat]
        out: list[Action] = []
        for c, owner in self.occupied.items():
            if owner != seat:
                out += rows[owner][c]
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        check_seat(seat, self.n)
        return self.turn_actions(seat) + self.accusations(seat)

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Carry out one action; raise IllegalAction (state untouched) if the rules forbid it."""
        if self.step is OVER:
            raise IllegalAction("the game is over", code="game_over")
        if type(action) is Call:
            events = self._call(action)
        elif type(action) is Name:
            events = self._name(action)
        elif type(action) is Pass:
            events = self._pass(action)
        elif type(action) is Accuse:
            events = self._accuse(action)
        else:
            raise IllegalAction(f"{short_repr(action)} is not a Wink action", code="not_an_action")
        self.history.append(action)
        return events

    def _call(self, a: Call) -> list[Event]:
        seat, c = a
        if not (type(seat) is int and seat == self.current and self.step is CALLING):
            check_turn(self, seat, CALLING)
        if not (type(c) is int and 1 <= c <= 36):
            raise not_a_number(c)
        if self.grid[c] != UP:
            raise IllegalAction(f"{c} is no longer face up in the grid", code="not_face_up", number=c)
        occupied = self.occupied
        owner = occupied.get(c)
        if owner is not None:
            if owner == seat:
                reason = f"{self.names[seat]}'s pawn is already on {c} and must move to another card"
                raise IllegalAction(reason, code="pawn_already_there", number=c)
            reason = f"{c} is taken by {self.names[owner]}'s pawn"
            raise IllegalAction(reason, code="taken", seats={"owner": owner}, number=c)
        if c in self.hands[seat]:
            raise IllegalAction(f"{self.names[seat]} holds the twin of {c}", code="hold_twin", number=c)
        pawn = self.pawn
        old = pawn[seat]
        if old is not None and occupied.get(old) == seat:  # lift the pawn (inline: the hot path)
            del occupied[old]
            if old in self.up:
                self.free_bits |= 1 << old
        pawn[seat] = c
        occupied[c] = seat
        self.free_bits &= ~(1 << c)
        self.window[seat] = True
        events = [Event("call", {"seat": seat, "number": c})]
        if not self._check_end(events):
            self._next_turn(events)  # [DECISION] §1.4: no board test here, but when the next pawn is placed
        return events

    def _name(self, a: Name) -> list[Event]:
        seat, target = a
        if not (type(seat) is int and seat == self.current and self.step is NAMING):
            check_turn(self, seat, NAMING)
        if not (type(target) is int and 0 <= target < self.n):
            check_action_seat(self, target)
        if target == seat:
            reason = f"{self.names[seat]} cannot name themselves as partner"
            raise IllegalAction(reason, code="name_yourself")
        pawn = self.pawn
        c = pawn[seat]
        assert c is not None
        if self.occupied.get(c) == seat:  # lift the pawn (inline: the hot path)
            del self.occupied[c]
        pawn[seat] = None
        self.up.discard(c)
        self.free_bits &= ~(1 << c)
        events: list[Event]
        hand = self.hands[target]
        if c in hand:
            hand.discard(c)
            self.hand_bits[target] &= ~(1 << c)
            self.holder[c] = -2
            self.won_twins[target].append(c)
            self.grid[c] = TAKEN
            self.won_grid[seat].append(c)
            events = [Event("named_right", {"seat": seat, "target": target, "number": c})]
        else:
            events = self._wrong_name(seat, target, c)
        self.step = CALLING
        if not self._check_end(events):
            self._stall_or_call(events)
        return events

    def _wrong_name(self, seat: int, target: int, c: int) -> list[Event]:
        rules = self.rules
        if rules.wrong_grid is WrongGrid.FACE_DOWN:
            self.grid[c] = DOWN
        else:
            self.grid[c] = DISCARDED
            self.discard.append(c)
        where = GRID_WORDS[self.grid[c]]
        events = [Event("named_wrong", {"seat": seat, "target": target, "number": c, "grid": where})]
        holder = self.holder[c]
        if holder >= 0:
            self.hands[holder].discard(c)
            self.hand_bits[holder] &= ~(1 << c)
            self.holder[c] = -2
            if rules.wrong_twin is WrongTwin.FACE_DOWN_IN_FRONT:
                self.face_down[holder].append(c)
                events.append(Event("twin_laid_down", {"seat": holder, "number": c}))
            else:
                self.dead[holder].add(c)
                events.append(Event("twin_dead", {"seat": holder, "number": c}, to=holder))
        return events

    def _pass(self, a: Pass) -> list[Event]:
        seat = a.seat
        check_turn(self, seat, NAMING)
        if self.rules.naming is not OPTIONAL:
            reason = f"in {self.rules.name} {self.names[seat]} must name a partner, even as a guess"
            raise IllegalAction(reason, code="must_name")
        # [DECISION] the grid card stays face up; the pawn leaves it when the next call is made.
        self.window[seat] = False
        self.step = CALLING
        events = [Event("passed", {"seat": seat, "number": self.pawn[seat]})]
        self._stall_or_call(events)
        return events

    def _accuse(self, a: Accuse) -> list[Event]:
        seat, target, c = a.seat, a.target, a.number
        check_action_seat(self, seat)
        check_action_seat(self, target)
        name = self.names[seat]
        if self.accuse_left[seat] <= 0:
            reason = f"{name} has no {self.rules.accuse_word} card left"
            raise IllegalAction(reason, code="no_accuse_left")
        if target == seat:
            raise IllegalAction(f"{name} cannot accuse themselves", code="accuse_yourself")
        if not (type(c) is int and 1 <= c <= 36):
            raise not_a_number(c)
        caller = self.occupied.get(c)
        if caller is None:
            reason = f"no pawn stands on {c}: an accusation is made only over another player's called card"
            raise IllegalAction(reason, code="no_pawn_on", number=c)
        if caller == seat:
            reason = f"{c} is under {name}'s own pawn: they name their partner on their turn instead"
            raise IllegalAction(reason, code="accuse_own_pawn", number=c)
        if caller == target:
            reason = f"{self.names[target]} called {c} and cannot hold its twin"
            raise IllegalAction(reason, code="accuse_caller", seats={"target": target}, number=c)
        right = c in self.hands[target]
        self.accuse_left[seat] -= 1
        fate = self.rules.accuse_right if right else self.rules.accuse_wrong
        if fate is AccuseFate.IN_FRONT:
            self.accuse_front[seat] += 1
        else:
            self.accuse_spent[seat] += 1
        data = {"seat": seat, "target": target, "number": c, "caller": caller, "right": right}
        events = [Event("accused", data)]
        if right:
            self.hands[target].discard(c)
            self.hand_bits[target] &= ~(1 << c)
            self.holder[c] = -2
            self.won_twins[seat].append(c)
            self.grid[c] = TAKEN
            self.up.discard(c)
            self.free_bits &= ~(1 << c)
            self.won_grid[seat].append(c)
            del self.occupied[c]  # the caller's pawn stays on the empty place
            self.window[caller] = False
        if not self._check_end(events) and right and caller == self.current and self.step is NAMING:
            self.step = CALLING  # the caller has nobody left to name
            self._stall_or_call(events)
        return events

    # ----------------------------------------------------------------- turn flow
    def _lift_pawn(self, seat: int) -> None:
        old = self.pawn[seat]
        if old is not None and self.occupied.get(old) == seat:
            del self.occupied[old]
            if old in self.up:
                self.free_bits |= 1 << old

    def _next_turn(self, events: list[Event]) -> None:
        self.current = (self.current + 1) % self.n
        self.turn += 1
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event] | None = None) -> None:
        seat = self.current
        self.window[seat] = False  # too late to wink at this caller once its turn has begun
        step = self.step = NAMING if self.can_name(seat) else CALLING
        if events is not None:
            events.append(Event("turn", {"seat": seat, "step": STEP_WORDS[step]}))
        if step is CALLING:
            self._stall_or_call(events)

    def _stall_or_call(self, events: list[Event] | None) -> None:
        """The current seat must place its pawn now (after the naming that opens its turn, if any).

        [DECISION] RULES.md §1.4, "no playable card" (000a): the board test is made here, when a
        pawn is to be placed. The game ends if no face-up card is free of pawns, or if nobody could
        call any (each free card's twin in every player's hand); as a free card is callable by
        every seat but the one holding its twin (and there are 3 seats or more), that is the same
        test. So the call that covers the last free card does not end the game: the next player
        still names a partner first, and accusations remain possible until then.

        [DECISION] stall: if the current seat can call nothing, it skips. "If nobody can call, the
        game ends" needs no other check: a stalled pawn leaves its card free, so a whole round of
        stalls cannot happen while a face-up card is left, and once none is left the board end
        (either kind) has already ended the game.
        """
        seat = self.current
        free = self.free_bits
        if free & ~self.hand_bits[seat]:
            return  # the seat has a card to call
        if not free and self.rules.board_end is BoardEnd.NO_FREE_FACE_UP:
            self._finish("no playable card is left in the grid", events, code="no_playable_card")
            return
        self._lift_pawn(seat)
        self.pawn[seat] = None
        self.window[seat] = False
        if events is not None:
            events.append(Event("stalled", {"seat": seat}))
        self._next_turn(events if events is not None else [])

    def _check_end(self, events: list[Event]) -> bool:
        """The ends tested after every action: an empty hand; in presets whose board ends when all
        face-up cards are gone, that. (The "no playable card" end waits for a pawn to be placed.)"""
        hands = self.hands
        if not all(hands):  # rare: all() first, at C speed, then the seat that ran out
            for s in range(self.n):
                if not hands[s] and not self.dead[s]:
                    reason = f"{self.names[s]} has no card left in hand"
                    self._finish(reason, events, code="no_card_in_hand", seats={"seat": s})
                    return True
        if not self.up and self.rules.board_end is BoardEnd.NO_FACE_UP:
            self._finish("no face-up card is left in the grid", events, code="no_face_up_card")
            return True
        return False

    def _finish(
        self, reason: str, events: list[Event] | None, *, code: str, seats: dict[str, int] | None = None
    ) -> None:
        self.step = OVER
        self.end = End(reason, code, dict(seats or {}))
        self.window = [False] * self.n
        if events is not None:
            events.append(Event("game_over", {"end": self.end.to_json()}))

    # ----------------------------------------------------------------- protocol
    def winners(self) -> list[int]:
        return result(self).winners

    def observation(self, seat: int | None) -> WinkObservation:
        return observe.observation(self, seat)

    def to_json(self) -> dict[str, Any]:
        return serialize.to_json(self)
