"""A table before the deal: players, seats (human or bot), preset and options, and the seed.

Pure and JSON-friendly, so the setup screen can remember the last one and a deal can be replayed
("deal 48213").
"""

from __future__ import annotations

import random
import reprlib
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from .rules.registry import engine

KINDS = ("human", "bot")
DIFFICULTIES = ("beginner", "normal", "expert")
MAX_SEED = 99_999
MAX_NAME = 32  # a remembered seat's name or personality, in characters


@dataclass(frozen=True)
class SeatSetup:
    kind: str = "bot"
    name: str = ""
    difficulty: str = "normal"
    personality: str = ""


@dataclass(frozen=True)
class TableSetup:
    game: str = "wink"
    players: int = 4
    preset: str | None = "wink-fr"
    extra_card: bool = False
    seats: tuple[SeatSetup, ...] = field(default_factory=tuple)
    seed: int = 1

    def player_range(self) -> range:
        return engine(self.game).player_counts(self.preset)

    def engine_config(self) -> dict[str, Any]:
        config: dict[str, Any] = {"players": self.players, "names": tuple(s.name for s in self.seats)}
        if self.game == "wink":
            config["preset"] = self.preset
            config["extra_card"] = self.extra_card
        return config

    def new_state(self) -> Any:
        """The dealt game this setup describes (same seed, same deal)."""
        return engine(self.game).new_game(seed=self.seed, **self.engine_config())

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["seats"] = [asdict(s) for s in self.seats]
        return data


def default_setup(game: str, personalities: list[str], you: str = "You") -> TableSetup:
    """One human against bots, at the smallest table of the game's first preset."""
    preset = "wink-fr" if game == "wink" else None
    players = engine(game).player_counts(preset).start
    if game == "wink":
        players = 5
    setup = TableSetup(game=game, players=players, preset=preset, seed=new_seed(random.Random()))
    return fit_seats(setup, personalities, you)


def new_seed(rng: random.Random) -> int:
    return rng.randint(1, MAX_SEED)


def fit_seats(setup: TableSetup, personalities: list[str], you: str = "You") -> TableSetup:
    """Exactly `players` seats with unique names: seat 1 is `you`, bots take unused personalities."""
    seats = list(setup.seats[: setup.players])
    if not seats:
        seats.append(SeatSetup(kind="human", name=you))
    while len(seats) < setup.players:
        taken = {s.personality for s in seats}
        free = [p for p in personalities if p not in taken] or personalities or [f"Bot {len(seats)}"]
        seats.append(SeatSetup(kind="bot", name=free[0], personality=free[0]))
    return replace(setup, seats=tuple(unique_names(seats)))


def unique_names(seats: list[SeatSetup]) -> list[SeatSetup]:
    seen: dict[str, int] = {}
    out = []
    for i, s in enumerate(seats):
        name = s.name.strip() or f"Player {i + 1}"
        if name in seen:
            seen[name] += 1
            name = f"{name} {seen[name]}"
        else:
            seen[name] = 1
        out.append(replace(s, name=name))
    return out


def setup_from_json(data: Any, game: str, personalities: Sequence[str]) -> TableSetup:
    """A remembered setup of `game`, checked strictly; anything else raises ValueError (the reason).

    Accepted is what `TableSetup.to_json` writes, for `game` only (a setup of another game stored
    under its key is refused): whole numbers are JSON integers (not booleans, not 5.0), in range
    however many digits they have; texts are short, printable texts; the seats are a list of at
    most `players` seats (fit_seats fills the rest). Keys it does not know are ignored, so that
    a later version may add some. Whatever passes can be dealt: the engine is asked at the end.
    """
    if not isinstance(data, dict):
        raise ValueError(f"not a table setup but {_show(data)}")
    if data.get("game") != game:
        raise ValueError(f"not a {game} setup (game: {_show(data.get('game'))})")
    rules = engine(game)
    preset = data.get("preset")
    if rules.presets and preset not in rules.presets:
        raise ValueError(f"preset must be one of {', '.join(rules.presets)}, not {_show(preset)}")
    if not rules.presets and preset is not None:
        raise ValueError(f"{game} has no presets, not {_show(preset)}")
    players = _whole(data, "players", rules.player_counts(preset))
    seed = _whole(data, "seed", range(1, MAX_SEED + 1))
    extra_card = data.get("extra_card", False)
    if not isinstance(extra_card, bool) or (extra_card and game != "wink"):
        raise ValueError(f"extra_card must be true or false (Wink only), not {_show(extra_card)}")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) > players:
        raise ValueError(f"seats must be a list of at most {players} seats, not {_show(seats)}")
    setup = TableSetup(
        game=game,
        players=players,
        preset=preset,
        extra_card=extra_card,
        seats=tuple(_seat(i, s) for i, s in enumerate(seats)),
        seed=seed,
    )
    setup = fit_seats(setup, list(personalities))
    try:
        setup.new_state()  # the engine's own check of the whole table (e.g. no extra card at 8)
    except ValueError as exc:
        raise ValueError(f"cannot be dealt: {exc}") from None
    return setup


def _whole(data: dict[str, Any], name: str, allowed: range) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        lo, hi = allowed.start, allowed.stop - 1
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {_show(value)}")
    return value


def _seat(i: int, data: Any) -> SeatSetup:
    if not isinstance(data, dict):
        raise ValueError(f"seat {i + 1} must be a seat, not {_show(data)}")
    kind, difficulty = data.get("kind"), data.get("difficulty")
    if kind not in KINDS or difficulty not in DIFFICULTIES:
        raise ValueError(f"seat {i + 1}: kind or difficulty {_show(kind)}, {_show(difficulty)} is unknown")
    name, personality = data.get("name"), data.get("personality")
    for what, value in (("name", name), ("personality", personality)):
        if not (isinstance(value, str) and len(value) <= MAX_NAME and value.isprintable()):
            raise ValueError(f"seat {i + 1}: {what} must be a short printable text, not {_show(value)}")
    return SeatSetup(kind=kind, name=name, difficulty=difficulty, personality=personality)


_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = _SHOW.maxlong = 24
_SHOW.maxlist = _SHOW.maxdict = 3
_SHOW.maxlevel = 2


def _show(value: Any) -> str:
    """A JSON value in a reason: short whatever it holds (a 400-digit number, nested junk)."""
    return _SHOW.repr(value)
