"""What the player chose to watch: the game, the number of seats, the bots' levels (one for all,
or one per seat), kept in the settings as one short line: the game's name, the seats, then one
level or one per seat. A line that does not read (a damaged or older file) gives the default."""

from __future__ import annotations

from dataclasses import dataclass

from ...games import game_spec, specs
from ...i18n import tr
from ...setup import DIFFICULTIES, SeatSetup, TableSetup, fit_seats
from ...store.levels import load_personalities

DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class WatchChoice:
    game: str
    players: int
    levels: tuple[str, ...]  # one level for every seat, or one per seat

    @property
    def per_seat(self) -> bool:
        return len(self.levels) > 1

    def level(self, seat: int) -> str:
        return self.levels[seat] if self.per_seat else self.levels[0]

    def text(self) -> str:
        """The settings' line."""
        return " ".join((self.game, str(self.players), *self.levels))

    def setup(self, seed: int) -> TableSetup:
        """The table: the game's default options, every seat a bot of its level, named from the
        personalities with its level (on its plate, in the log and the lines)."""
        names = [p.name for p in load_personalities()] or [f"Bot {s + 1}" for s in range(self.players)]
        start = seed % len(names)  # another game, other faces
        people = [names[(start + s) % len(names)] for s in range(self.players)]
        seats = tuple(
            SeatSetup(
                kind="bot",
                name=tr("watch.seat_name", name=people[s], level=tr(f"difficulty.{self.level(s)}")),
                difficulty=self.level(s),
                personality=people[s],
            )
            for s in range(self.players)
        )
        return fit_seats(TableSetup(self.game, self.players, {}, seats, seed), names)


def watchable() -> list[str]:
    """The games whose bots can play at a table with faces."""
    return [s.name for s in specs() if s.playable and s.policy is not None]


def default_choice() -> WatchChoice:
    game = watchable()[0]
    return WatchChoice(game, game_spec(game).default_players, (DEFAULT_LEVEL,))


def player_counts(game: str) -> list[int]:
    spec = game_spec(game)
    return list(spec.player_counts(spec.defaults()))


def read_choice(line: str) -> WatchChoice:
    """The choice kept in `line`, or the default one if anything in it is wrong."""
    words = line.split()
    if len(words) < 3 or words[0] not in watchable() or not words[1].isdigit():
        return default_choice()
    game, players, levels = words[0], int(words[1]), tuple(words[2:])
    if players not in player_counts(game) or any(level not in DIFFICULTIES for level in levels):
        return default_choice()
    if len(levels) not in (1, players):
        return default_choice()
    return WatchChoice(game, players, levels)


def with_game(choice: WatchChoice, step: int) -> WatchChoice:
    """The next (or previous) game, at its default table, the levels kept as far as they go."""
    games = watchable()
    game = games[(games.index(choice.game) + step) % len(games)] if choice.game in games else games[0]
    return with_players(WatchChoice(game, game_spec(game).default_players, choice.levels), 0)


def with_players(choice: WatchChoice, step: int) -> WatchChoice:
    """One seat more or fewer (within the game's counts); per-seat levels follow the seats."""
    counts = player_counts(choice.game)
    i = counts.index(choice.players) if choice.players in counts else 0
    players = counts[max(0, min(len(counts) - 1, i + step))]
    levels = choice.levels
    if len(levels) > 1:
        levels = tuple(levels[s] if s < len(levels) else levels[-1] for s in range(players))
    return WatchChoice(choice.game, players, levels)


def with_level(choice: WatchChoice, seat: int | None, step: int) -> WatchChoice:
    """Seat `seat`'s level moved by `step` (None: the level of every seat, made one again)."""
    if seat is None:
        level = _moved(choice.levels[0], step)
        return WatchChoice(choice.game, choice.players, (level,))
    levels = list(choice.levels if choice.per_seat else choice.levels * choice.players)
    levels[seat] = _moved(levels[seat], step)
    return WatchChoice(choice.game, choice.players, tuple(levels))


def per_seat(choice: WatchChoice, on: bool) -> WatchChoice:
    """One level for all (the first seat's), or one per seat (each the same to begin with)."""
    if on == choice.per_seat:
        return choice
    levels = (choice.levels[0],) * choice.players if on else choice.levels[:1]
    return WatchChoice(choice.game, choice.players, levels)


def _moved(level: str, step: int) -> str:
    i = DIFFICULTIES.index(level) if level in DIFFICULTIES else 1
    return DIFFICULTIES[(i + step) % len(DIFFICULTIES)]
