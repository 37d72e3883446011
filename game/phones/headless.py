"""A table without a window, with phone seats: the game's `TableDirector` on a sim clock, bots in
every seat but the phones', a `Hub` and a `PhoneBridge` between them. `serve`, `bench phones` and
the tests drive it; stepping it is what a window's fixed update does (the table steps, the bridge
applies what the phones sent, then publishes what changed)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..bots.director import TableArgs, TableDirector
from ..bots.profile import BotProfile
from ..games import game_spec
from ..rules.core import Event
from ..social.profile import SocialProfile
from ..store.levels import load_difficulties, load_personalities
from .bridge import Heard, PhoneBridge
from .hub import Hub

STEP_S = 1 / 60  # the table's step, as the window's fixed update


class HeadlessTable:
    def __init__(
        self,
        game: str,
        phones: int,
        level: str = "normal",
        seed: int = 0,
        players: int | None = None,
        language: str = "en",
        options: Mapping[str, Any] | None = None,
        worker: bool = False,
        colourblind: bool = False,
    ) -> None:
        """The first `phones` seats are phone seats; bots of `level` sit in the others, their
        searches in a worker process with `worker` (a table in real time), else inline. `players`:
        by default the game's usual count, or the fewest seats that hold the phones; `colourblind`: the
        host's colour-blind palette, which the phones draw with too (public). ValueError
        (worded for the command line) for a game without phones or a count out of range."""
        spec = game_spec(game)
        if spec.phone is None or spec.policy is None:
            raise ValueError(f"{spec.title} has no hands on phones")
        settled = spec.complete(dict(options or {}))
        counts = spec.counts(settled)
        if players is None:
            players = next((n for n in counts if n >= max(spec.default_players, phones)), counts[-1])
        if players not in counts:
            raise ValueError(
                f"{spec.title} is for {counts.start} to {counts.stop - 1} players, not {players}"
            )
        if not 1 <= phones <= players:
            raise ValueError(f"a table of {spec.title} has 1 to {players} phone seats, not {phones}")
        people = [p.name for p in load_personalities()]
        names = tuple(people[(seed + s) % len(people)] for s in range(players))
        self.spec, self.seed = spec, seed
        self.state = spec.engine.new_game(players=players, seed=seed, names=names, **settled)
        levels = load_difficulties()
        if level not in levels:
            raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(levels)}")
        profile = levels[level]
        self.phone_seats = list(range(phones))
        bots = {
            s: (SocialProfile.from_mapping(profile), BotProfile.from_mapping(profile))
            for s in range(phones, players)
        }
        signals: dict[int, str] = {}
        facts: dict[int, dict[str, Any]] = {}
        phone = spec.phone.load()
        if phone.signals is not None:
            teams = [spec.team_of(s, players) for s in range(players)]
            signals = phone.signals(max(teams) + 1, seed)
            facts = {s: {"signal": signals[teams[s]]} for s in self.phone_seats}
        if colourblind:
            facts = {s: {**facts.get(s, {}), "colourblind": True} for s in self.phone_seats}
        policy = spec.policy.load()(TableArgs(signals=signals, worker=worker))
        self.director: TableDirector[Any, Any, Any] = TableDirector(
            self.state, policy, bots, seed=seed, humans_look_back=True
        )
        self.hub = Hub(self.phone_seats)
        self.bridge = PhoneBridge(self.hub, game, self.director, self.phone_seats, names, language, facts)
        self.names = names
        self.events: list[Event] = []

    @property
    def t(self) -> float:
        return self.director.t

    def step(self, dt: float = STEP_S) -> list[Heard]:
        """One table step: what the phones sent applied, the table moved on, views published."""
        heard = self.bridge.update()
        events = self.director.step(dt)
        self.events += events
        self.bridge.publish()
        return [*heard, *events]

    def over(self) -> bool:
        return bool(self.state.is_over())

    def close(self) -> None:
        self.director.close()
