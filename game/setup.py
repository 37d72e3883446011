"""A table before the deal: the game, players, its options, seats (human or bot), and the seed.

Pure and JSON-friendly, so the setup screen can remember the last one and a deal can be replayed
("deal 48213"). What a game's options are, and which tables can be dealt, its spec says
(game.games): nothing here knows one game from another.
"""

from __future__ import annotations

import ipaddress
import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from types import MappingProxyType
from typing import Any

from .games import game_spec
from .games.spec import GameSpec, show
from .store.player import FACES

KINDS = ("human", "bot")
DIFFICULTIES = ("beginner", "normal", "expert")  # the levels of bots; levels/difficulties.toml
MAX_SEED = 99_999
MAX_NAME = 32  # a remembered seat's name or personality, in characters
MAX_SIGNALS = 16  # a remembered setup's signals (one per team)


@dataclass(frozen=True)
class SeatSetup:
    kind: str = "bot"
    name: str = ""
    difficulty: str = "normal"
    personality: str = ""
    face: int = -1  # the player's own portrait (the first human seat: seat_player); -1: the table's choice
    phone: bool = False  # a human whose hand is on their phone (at a table with hands on phones)


@dataclass(frozen=True, init=False)
class TableSetup:
    """One table of `game`: `options` are checked by the game's spec (names, types, ranges) and
    completed with its defaults, so `options` always holds every option of the game (its
    table's own options too: spec.table_options)."""

    game: str
    players: int
    options: Mapping[str, Any]
    seats: tuple[SeatSetup, ...]
    seed: int
    signals: tuple[str, ...]  # a team game's secret signal of each team ("": chosen at the table)
    phones: bool  # "Hands on phones": the humans whose seat says `phone` hold their hand on a phone
    network: str  # the address the phones' server listens on ("": this computer only)

    def __init__(
        self,
        game: str,
        players: int,
        options: Mapping[str, Any] | None = None,
        seats: tuple[SeatSetup, ...] = (),
        seed: int = 1,
        signals: Sequence[str] = (),
        phones: bool = False,
        network: str = "",
    ) -> None:
        spec = game_spec(game)
        given = dict(options or {})
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "options", MappingProxyType(spec.settle(given)))
        object.__setattr__(self, "seats", tuple(seats))
        object.__setattr__(self, "seed", seed)
        object.__setattr__(self, "signals", tuple(signals))
        object.__setattr__(self, "phones", phones)
        object.__setattr__(self, "network", network)

    def __hash__(self) -> int:
        options = tuple(self.options.items())
        return hash(
            (self.game, self.players, options, self.seats, self.seed, self.signals, self.phones, self.network)
        )

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle: the options as a dict
        args = (self.game, self.players, dict(self.options), self.seats, self.seed, self.signals)
        return TableSetup, (*args, self.phones, self.network)

    @property
    def spec(self) -> GameSpec:
        return game_spec(self.game)

    def player_range(self) -> range:
        return self.spec.player_counts(self.options)

    def rules_doc(self) -> str:
        """The rules document of this table (a Wink preset's own, or the game's)."""
        return self.spec.rules_doc(self.options)

    def engine_config(self) -> dict[str, Any]:
        options = self.spec.rules_options(self.options)  # the table's own options are not the engine's
        return {"players": self.players, "names": tuple(s.name for s in self.seats), **options}

    def new_state(self) -> Any:
        """The dealt game this setup describes (same seed, same deal)."""
        return self.spec.engine.new_game(seed=self.seed, **self.engine_config())

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def phone_seats(self) -> list[int]:
        """The humans who hold their hand on a phone (none without "Hands on phones")."""
        return [i for i in self.humans() if self.phones and self.seats[i].phone]

    def screen_humans(self) -> list[int]:
        """The humans who look at their hand on the shared screen (behind the privacy screen on a couch)."""
        phones = set(self.phone_seats())
        return [i for i in self.humans() if i not in phones]

    def teams(self) -> list[list[int]]:
        """The seats of each team, team by team (a game without teams: one seat each)."""
        team_of = self.spec.team_of
        teams: dict[int, list[int]] = {}
        for seat in range(self.players):
            teams.setdefault(team_of(seat, self.players), []).append(seat)
        return [teams[t] for t in sorted(teams)]

    def signal_teams(self) -> list[int]:
        """The teams that choose their secret signal at setup: the team with the humans (a game
        with signals only). The others' are drawn in secret at the table, and so are every team's
        when humans sit on several teams: one shared screen cannot show a team its choice while
        hiding it from the opponents on the couch (each sees its own at the table, in private)."""
        teams = self._human_teams()
        return teams if len(teams) == 1 else []

    def signals_drawn_for_humans(self) -> bool:
        """Humans sit on several teams of a game with signals: theirs are drawn in secret too."""
        return len(self._human_teams()) > 1

    def _human_teams(self) -> list[int]:
        """The teams with a human, in a game with secret signals (none in another game)."""
        if not self.spec.signals:
            return []
        humans = set(self.humans())
        return [t for t, seats in enumerate(self.teams()) if humans & set(seats)]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "signals": list(self.signals),
            "phones": self.phones,
            "network": self.network,
        }


def default_setup(game: str, personalities: list[str], you: str = "You") -> TableSetup:
    """One human against bots, at the game's default table."""
    spec = game_spec(game)
    setup = TableSetup(game, spec.default_players, spec.defaults(), seed=new_seed(random.Random()))
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
    return fit_signals(replace(setup, seats=tuple(unique_names(seats))))


def seat_player(setup: TableSetup, name: str, face: int) -> TableSetup:
    """The player in the first human seat, with their name and face (store/player.py); every other
    seat wears the face the table gives it (a human who was first before keeps their name)."""
    first = next(iter(setup.humans()), None)
    seats = [
        replace(s, name=name, face=face) if i == first else replace(s, face=-1)
        for i, s in enumerate(setup.seats)
    ]
    return replace(setup, seats=tuple(seats))


def fit_signals(setup: TableSetup) -> TableSetup:
    """One signal per team of a game with secret signals: each team with a human keeps its choice
    (or takes the first one no other such team has), the others have "" (chosen at the table)."""
    choices = setup.spec.signals
    if not choices:
        return setup if not setup.signals else replace(setup, signals=())
    wanted = set(setup.signal_teams())
    given = list(setup.signals)
    signals = [""] * len(setup.teams())
    for team in sorted(wanted):
        mine = given[team] if team < len(given) else ""
        if mine not in choices:
            used = {given[t] for t in wanted if t < len(given)} | set(signals)
            mine = next((c for c in choices if c not in used), choices[0])
        signals[team] = mine
    return replace(setup, signals=tuple(signals))


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
    most `players` seats (fit_seats fills the rest); `options` is an object of the game's options,
    each checked by its spec (a known name, a value of its kind and range), those not given taking
    their defaults. A setup stored before options existed has `preset` and `extra_card` at the top
    instead: the game's spec says which of them are its options (Wink's both). Other keys are
    ignored, so that a later version may add some. `phones` (a boolean) and `network` (an IPv4
    address, "" for this computer only) came later: a setup without them has hands on the screen.
    Whatever passes can be dealt: the engine is asked at the end.
    """
    if not isinstance(data, dict):
        raise ValueError(f"not a table setup but {show(data)}")
    if data.get("game") != game:
        raise ValueError(f"not a {game} setup (game: {show(data.get('game'))})")
    spec = game_spec(game)
    options = spec.settle(_stored_options(data, spec))
    players = _whole(data, "players", spec.player_counts(options))
    seed = _whole(data, "seed", range(1, MAX_SEED + 1))
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) > players:
        raise ValueError(f"seats must be a list of at most {players} seats, not {show(seats)}")
    signals = _signals(data.get("signals", []), spec)
    seated = tuple(_seat(i, s) for i, s in enumerate(seats))
    phones, network = _phones(data)
    table = TableSetup(game, players, options, seated, seed, signals, phones, network)
    setup = fit_seats(table, list(personalities))
    try:
        setup.new_state()  # the engine's own check of the whole table (e.g. no extra card at 8)
    except ValueError as exc:
        raise ValueError(f"cannot be dealt: {exc}") from None
    return setup


OLD_KEYS = ("preset", "extra_card")  # at the top of every setup stored before `options`


def _stored_options(data: dict[str, Any], spec: GameSpec) -> dict[str, Any]:
    """The options of a stored setup, of either format, unchecked."""
    if "options" in data:
        options = data["options"]
        if not isinstance(options, dict):
            raise ValueError(f"options must be an object of {spec.name} options, not {show(options)}")
        return options
    if not all(key in data for key in OLD_KEYS):
        raise ValueError("options is missing")
    return {key: data[key] for key in spec.legacy}


def _whole(data: dict[str, Any], name: str, allowed: range) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        lo, hi = allowed.start, allowed.stop - 1
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {show(value)}")
    return value


def _signals(data: Any, spec: GameSpec) -> tuple[str, ...]:
    """The remembered secret signals: a list of "" or the game's signals (fit_signals fits them)."""
    allowed = ("", *spec.signals)
    if not isinstance(data, list) or len(data) > MAX_SIGNALS or any(s not in allowed for s in data):
        kinds = ", ".join(spec.signals) or "nothing"
        raise ValueError(f"signals must be a short list of {kinds}, not {show(data)}")
    return tuple(data)


def _phones(data: dict[str, Any]) -> tuple[bool, str]:
    """ "Hands on phones" and the network of a remembered setup (off, this computer only: an older one)."""
    phones, network = data.get("phones", False), data.get("network", "")
    if type(phones) is not bool:
        raise ValueError(f"phones must be true or false, not {show(phones)}")
    if network != "":
        try:
            if not isinstance(network, str) or ipaddress.ip_address(network).version != 4:
                raise ValueError
        except ValueError:
            raise ValueError(f"network must be an IPv4 address or empty, not {show(network)}") from None
    return phones, network


def _seat(i: int, data: Any) -> SeatSetup:
    if not isinstance(data, dict):
        raise ValueError(f"seat {i + 1} must be a seat, not {show(data)}")
    kind, difficulty = data.get("kind"), data.get("difficulty")
    if kind not in KINDS or difficulty not in DIFFICULTIES:
        raise ValueError(f"seat {i + 1}: kind or difficulty {show(kind)}, {show(difficulty)} is unknown")
    name = _short_text(i, "name", data.get("name"))
    personality = _short_text(i, "personality", data.get("personality"))
    face = data.get("face", -1)  # (a setup kept before the player had a face has none)
    if kind != "human" or isinstance(face, bool) or face not in range(-1, FACES):
        face = -1
    phone = data.get("phone", False)  # (a setup kept before phones has none)
    if type(phone) is not bool:
        raise ValueError(f"seat {i + 1}: phone must be true or false, not {show(phone)}")
    phone = phone and kind == "human"
    return SeatSetup(kind, name, difficulty, personality, face, phone)


def _short_text(i: int, what: str, value: object) -> str:
    if not (isinstance(value, str) and len(value) <= MAX_NAME and value.isprintable()):
        raise ValueError(f"seat {i + 1}: {what} must be a short printable text, not {show(value)}")
    return value
