"""A table before the deal: players, seats (human or bot), preset and options, and the seed.

Pure and JSON-friendly, so the setup screen can remember the last one and a deal can be replayed
("deal 48213").
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from .rules.registry import GAMES, engine

KINDS = ("human", "bot")
DIFFICULTIES = ("beginner", "normal", "expert")
MAX_SEED = 99_999


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


def setup_from_json(data: Any, personalities: list[str]) -> TableSetup:
    """A remembered setup, checked; anything wrong raises ValueError with the reason."""
    if not isinstance(data, dict) or data.get("game") not in GAMES:
        raise ValueError("not a remembered table setup")
    seats = tuple(
        SeatSetup(
            kind=s["kind"] if s.get("kind") in KINDS else "bot",
            name=str(s.get("name", ""))[:16],
            difficulty=s["difficulty"] if s.get("difficulty") in DIFFICULTIES else "normal",
            personality=str(s.get("personality", "")),
        )
        for s in data.get("seats", [])
    )
    setup = TableSetup(
        game=data["game"],
        players=int(data["players"]),
        preset=data.get("preset"),
        extra_card=bool(data.get("extra_card", False)),
        seats=seats,
        seed=int(data.get("seed", 1)),
    )
    if setup.players not in setup.player_range():
        raise ValueError(f"{setup.players} players is not a {setup.game} table")
    if not 1 <= setup.seed <= MAX_SEED:
        raise ValueError(f"seed {setup.seed} is out of range")
    return fit_seats(setup, personalities)
