"""The Wink / Zwinkern game state: setup, turns, naming, calls, accusations and the end.

Cards are numbers 1–36. Each number exists twice: once in the grid deck and once in the
hand deck (its "twin"). Every card of both decks is in exactly one place at any time.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum

from ..core import End, Event, IllegalAction, check_seat, seat_refusal, seeded, short_repr
from ..draws import below, shuffle
from .actions import ACCUSE_ROWS, CALL_BYTES, NAME_ROWS, NUMBERS, PASSES, Accuse, Action, Call, Name, Pass
from .presets import AccuseFate, BoardEnd, Naming, RuleSet, WrongGrid, WrongTwin, preset

# Where a grid card is.
UP, DOWN, TAKEN, DISCARDED = 0, 1, 2, 3
GRID_WORDS = {UP: "up", DOWN: "down", TAKEN: "taken", DISCARDED: "discarded"}
ASIDE = -1  # holder of a twin that was never dealt


class Step(IntEnum):
    NAME = 0
    CALL = 1
    OVER = 2


# The hot paths compare with module names: an Enum member lookup (Step.NAME) costs ~70 ns in Python 3.11.
NAMING, CALLING, OVER = Step.NAME, Step.CALL, Step.OVER
STEP_WORDS = {NAMING: "name", CALLING: "call"}  # the "turn" event's step
OPTIONAL, FROM_ROUND_TWO = Naming.OPTIONAL, Naming.FROM_ROUND_TWO


@dataclass(frozen=True)
class WinkConfig:
    preset: str = "wink-fr"
    players: int = 4
    extra_card: bool = False
    first_seat: int | None = None
    names: tuple[str, ...] = ()
    # A stacked deal for scenarios: {"grid": 36 numbers in layout order, "hands": one list per seat}.
    stacked: dict | None = field(default=None, hash=False, compare=False)

    def seat_names(self) -> tuple[str, ...]:
        if self.names:
            return self.names
        return tuple(f"Player {i + 1}" for i in range(self.players))

    def check(self) -> RuleSet:
        rules = preset(self.preset)
        if self.players not in rules.players:
            lo, hi = rules.players.start, rules.players.stop - 1
            raise ValueError(f"{rules.name} is for {lo} to {hi} players, not {self.players}")
        if self.extra_card and not rules.extra_card_option:
            raise ValueError(f"{rules.name} has no extra-card option")
        if self.extra_card and self.players >= 8:
            raise ValueError("the extra card is only dealt with fewer than 8 players")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if self.first_seat is not None and not 0 <= self.first_seat < self.players:
            raise ValueError(f"first seat {self.first_seat} is not a seat of {self.players} players")
        return rules


class WinkState:
    """One point of one game of Wink. Change it only through `apply`."""

    # Slots: with more than 30 attributes an instance dict is no longer shared, and every attribute
    # read on the hot path becomes a dictionary look-up (Python 3.11). __dict__ keeps others possible.
    __slots__ = (
        "__dict__",
        "accuse_front",
        "accuse_left",
        "accuse_spent",
        "aside",
        "config",
        "current",
        "dead",
        "discard",
        "end",
        "face_down",
        "first_seat",
        "free_bits",
        "grid",
        "grid_layout",
        "hand_bits",
        "hands",
        "history",
        "holder",
        "n",
        "names",
        "occupied",
        "pawn",
        "rng",
        "rules",
        "seed",
        "step",
        "turn",
        "up",
        "window",
        "won_grid",
        "won_twins",
    )

    def __init__(self, config: WinkConfig, seed: int) -> None:
        self.rules = config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.names = config.seat_names()
        self.rng = seeded(seed)
        self.history: list[Action] = []
        n = self.n
        self.grid_layout: list[int] = []
        self.grid = [UP] * 37  # index 0 unused
        self.holder = [ASIDE] * 37  # seat holding the twin alive in hand, or ASIDE / -2 when gone
        self.hands: list[set[int]] = [set() for _ in range(n)]
        self.dead: list[set[int]] = [set() for _ in range(n)]  # twins kept silently in hand, dead
        self.face_down: list[list[int]] = [[] for _ in range(n)]  # twins laid face down in front
        self.won_grid: list[list[int]] = [[] for _ in range(n)]
        self.won_twins: list[list[int]] = [[] for _ in range(n)]
        self.aside: set[int] = set()
        self.discard: list[int] = []  # grid cards removed by a wrong name
        self.up: set[int] = set(NUMBERS)
        self.pawn: list[int | None] = [None] * n  # number under the pawn (its card may be gone)
        self.occupied: dict[int, int] = {}  # face-up number -> seat whose pawn is on it
        # Bit c set for each number c: face up and free of pawns; in each seat's live hand. Kept
        # with `up`, `occupied` and `hands` (`reindex` rebuilds them), for fast legal-action lists.
        self.free_bits = 0
        self.hand_bits = [0] * n
        self.window = [False] * n  # the caller's partner window is open
        self.accuse_left = [self.rules.accuse_cards[n]] * n
        self.accuse_front = [0] * n
        self.accuse_spent = [0] * n  # discarded or back to the box
        self.current = 0
        self.step = CALLING
        self.turn = 0  # turns begun so far, counting from 0
        self.end: End | None = None  # why the game ended, once it has
        self._deal()

    # ----------------------------------------------------------------- setup
    def _deal(self) -> None:
        rng, n = self.rng, self.n
        stacked = self.config.stacked
        if stacked is not None:
            grid, hands = _check_stacked(stacked, n)
        else:
            grid = list(NUMBERS)
            shuffle(rng, grid)
            deck = list(NUMBERS)
            shuffle(rng, deck)
            k = self.rules.cards_dealt(n, self.config.extra_card)
            hands = [deck[i * k : (i + 1) * k] for i in range(n)]
        self.grid_layout = grid
        for seat, cards in enumerate(hands):
            for c in cards:
                self.hands[seat].add(c)
                self.holder[c] = seat
        self.aside = set(NUMBERS) - {c for h in hands for c in h}
        self.reindex()
        first = self.config.first_seat
        self.current = below(rng, n) if first is None else first
        self.first_seat = self.current
        self._begin_turn()

    def reindex(self) -> None:
        """Rebuild `free_bits` and `hand_bits` from `up`, `occupied` and `hands` (after a deal, or
        after a scenario or a copy changed those by hand)."""
        occupied = self.occupied
        self.free_bits = bits(c for c in self.up if c not in occupied)
        self.hand_bits = [bits(hand) for hand in self.hands]

    # ----------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.step is OVER

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def can_name(self, seat: int) -> bool:
        """Whether `seat`, at the start of its turn, has a partner to name."""
        card = self.pawn[seat]
        if card is None or self.grid[card] != UP:
            return False
        return not (self.rules.naming is FROM_ROUND_TWO and self.turn < self.n)

    def callable_numbers(self, seat: int) -> list[int]:
        """Face-up cards `seat` may call: not under any pawn, twin not in its hand."""
        occ, hand = self.occupied, self.hands[seat]
        return [c for c in self.up if c not in occ and c not in hand]

    def wink_targets(self, seat: int) -> list[int]:
        """Callers `seat` may wink at now: their window is open and `seat` holds the twin."""
        hand = self.hands[seat]
        return [c for c in range(self.n) if self.window[c] and self.pawn[c] in hand]

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
        kind = type(action)
        if kind is Call:
            events = self._call(action)
        elif kind is Name:
            events = self._name(action)
        elif kind is Pass:
            events = self._pass(action)
        elif kind is Accuse:
            events = self._accuse(action)
        else:
            raise IllegalAction(f"{short_repr(action)} is not a Wink action", code="not_an_action")
        self.history.append(action)
        return events

    def _check_action_seat(self, seat: int) -> None:
        refusal = seat_refusal(seat, self.n)
        if refusal is not None:
            raise refusal

    @staticmethod
    def _not_a_number(c: object) -> IllegalAction:
        value = short_repr(c)
        return IllegalAction(f"{value} is not a card number (1 to 36)", code="not_a_number", value=value)

    def _check_turn(self, seat: int, step: Step) -> None:
        """Refuse an action of `seat` at `step` if it is not its turn or not that step of it."""
        if type(seat) is int and seat == self.current and self.step is step:
            return
        self._check_action_seat(seat)
        name = self.names[seat]
        if seat != self.current:
            current = self.current
            reason = f"it is {self.names[current]}'s turn, not {name}'s"
            raise IllegalAction(reason, code="not_your_turn", seats={"current": current})
        if self.step is not step:
            if step is not CALLING:
                reason = f"{name} has no partner to name now and must call a card"
                raise IllegalAction(reason, code="nothing_to_name")
            if self.rules.naming is OPTIONAL:
                reason = f"{name} must name a partner or pass before calling a new card"
                raise IllegalAction(reason, code="name_or_pass_first")
            raise IllegalAction(f"{name} must name a partner before calling a new card", code="name_first")

    def _call(self, a: Call) -> list[Event]:
        seat, c = a
        if not (type(seat) is int and seat == self.current and self.step is CALLING):
            self._check_turn(seat, CALLING)
        if not (type(c) is int and 1 <= c <= 36):
            raise self._not_a_number(c)
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
            self._check_turn(seat, NAMING)
        if not (type(target) is int and 0 <= target < self.n):
            self._check_action_seat(target)
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
        self._check_turn(seat, NAMING)
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
        self._check_action_seat(seat)
        self._check_action_seat(target)
        name = self.names[seat]
        if self.accuse_left[seat] <= 0:
            reason = f"{name} has no {self.rules.accuse_word} card left"
            raise IllegalAction(reason, code="no_accuse_left")
        if target == seat:
            raise IllegalAction(f"{name} cannot accuse themselves", code="accuse_yourself")
        if not (type(c) is int and 1 <= c <= 36):
            raise self._not_a_number(c)
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

    # ----------------------------------------------------------------- counts
    def score(self, seat: int) -> int:
        return len(self.won_grid[seat]) + len(self.won_twins[seat]) + self.accuse_left[seat]

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.n)]

    def hand_count(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.dead[seat])

    def winners(self) -> list[int]:
        from .scoring import result

        return result(self).winners

    def observation(self, seat: int | None) -> dict:
        from .observe import observation

        return observation(self, seat)

    def to_json(self) -> dict:
        from .serialize import to_json

        return to_json(self)


def bits(numbers: Iterable[int]) -> int:
    """The numbers as one int with their bits set."""
    return sum(1 << c for c in numbers)


def _check_stacked(stacked: dict, n: int) -> tuple[list[int], list[list[int]]]:
    if set(stacked) != {"grid", "hands"}:
        raise ValueError("a stacked deal is a grid and hands, nothing else")
    grid, hands = list(stacked["grid"]), [list(h) for h in stacked["hands"]]
    if sorted(grid) != list(NUMBERS) or not all(type(c) is int for c in grid):
        raise ValueError("a stacked grid must hold each number 1–36 once")
    dealt = [c for h in hands for c in h]
    numbers = all(type(c) is int and 1 <= c <= 36 for c in dealt)
    if len(hands) != n or len(dealt) != len(set(dealt)) or not numbers:
        raise ValueError("stacked hands must be one list per seat of distinct numbers 1–36")
    return grid, hands
