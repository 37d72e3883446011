"""What generic code knows of one game: its engine, options, table, bots, runner, scenes, keys,
rules documents and reveal: the one place a game is registered.

Setup, results, scenes and the command line read a `GameSpec` instead of branching on a game's
name. A spec holds no rule of its own: which tables can be dealt is the engine config's `check()`
(the spec asks it), the defaults of the options are the config's own field defaults. Below the UI:
nothing here draws; words are catalogue keys, pictures are paths inside sprites/; what lives in
layers above this one (the table view, the screenshot scenes, the bots' runner and policy) is
named by a `Ref`, loaded when first used, so a spec imports nothing above the engines.
"""

from __future__ import annotations

import importlib
import reprlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.engine import Engine


class Kind(Enum):
    """What sort of value an option takes."""

    CHOICE = "choice"  # one of a few named values
    SWITCH = "switch"  # on or off
    NUMBER = "number"  # a number in a range


@dataclass(frozen=True)
class Option:
    """One option of a game's table: a field of its engine config.

    `label` is the catalogue key of its name on the setup screen; a choice's values are named by
    `value_label` with `{value}` filled ("preset.{value}"), a number's by `unit` with {value}
    ("option.seconds"). `flag`, `help` and `what` are the command line's (English).
    """

    name: str
    kind: Kind
    default: Any
    label: str
    flag: str
    help: str
    what: str = ""  # a choice, in messages: "unknown Wink preset …"
    values: tuple[Any, ...] = ()  # CHOICE: in the order the setup screen cycles through them
    value_label: str = ""
    low: float = 0.0  # NUMBER: from low (or above it, with above_low) to high, by step on screen
    high: float = 0.0
    above_low: bool = False
    step: float = 1.0
    unit: str = ""

    def check(self, value: Any) -> Any:
        """`value` if this option may take it (strictly: JSON types, not bools for numbers);
        ValueError with a short reason otherwise."""
        if self.kind is Kind.CHOICE:
            if not any(type(value) is type(v) and value == v for v in self.values):
                raise ValueError(
                    f"{self.name} must be one of {', '.join(map(str, self.values))}, not {show(value)}"
                )
        elif self.kind is Kind.SWITCH:
            if type(value) is not bool:
                raise ValueError(f"{self.name} must be true or false, not {show(value)}")
        elif type(value) not in (int, float) or not self.in_range(value):
            raise ValueError(f"{self.name} must be a number {self.range_words()}, not {show(value)}")
        return value

    def in_range(self, value: float) -> bool:
        if value != value or value > self.high:  # NaN; compared as is, a 400-digit int is no float
            return False
        return value > self.low if self.above_low else value >= self.low

    def range_words(self) -> str:
        """The range of a number, in English ("from 0 to 60", "more than 0 and at most 60")."""
        if self.above_low:
            return f"more than {self.low:g} and at most {self.high:g}"
        return f"from {self.low:g} to {self.high:g}"

    def stepped(self, value: Any, step: int) -> Any:
        """The next (`step` +1) or previous (-1) value on the setup screen: a choice cycles round,
        a switch flips, a number moves by `self.step` and stops at its ends."""
        if self.kind is Kind.CHOICE:
            i = self.values.index(value) if value in self.values else 0
            return self.values[(i + step) % len(self.values)]
        if self.kind is Kind.SWITCH:
            return not value
        lowest = self.low + (self.step if self.above_low else 0)
        moved = round((value + step * self.step) / self.step) * self.step
        return type(self.default)(min(max(moved, lowest), self.high))


@dataclass(frozen=True)
class Ref:
    """Something of a game that lives in another layer, named "package.module:attribute" and
    imported only when it is used (the screens and bots are not loaded to list the games)."""

    where: str

    def load(self) -> Any:
        module, _, name = self.where.partition(":")
        return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class Card:
    """A card shown face up after the game: its picture, and what it is in plain words (logs, tests)."""

    sprite: str  # a path inside sprites/
    name: str
    dead: bool = False  # still held but out of play (drawn dimmed)


@dataclass(frozen=True)
class Pile:
    """Cards that are nobody's, revealed after the game (set aside, the stock…)."""

    label: str  # catalogue key
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Column:
    """One thing the game counts per seat, shown in the score table before the points."""

    label: str  # catalogue key of its heading
    values: tuple[int, ...]


@dataclass(frozen=True)
class Reveal:
    """The post-game reveal as plain data for the results screen."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    shared: bool  # a tie nothing broke: the winners share the victory (not one team's win)
    decided: str | None  # catalogue key of the tie-break that decided, None when the points did
    end: str  # catalogue key of why the game ended; seats in `end_seats` are named on screen
    end_seats: Mapping[str, int]
    end_params: Mapping[str, Any]
    points: str  # catalogue key of the points' heading
    columns: tuple[Column, ...]  # what makes the points
    tiebreak: Column | None  # what broke a tie, when the table shows it nowhere else
    hands: tuple[tuple[Card, ...], ...]  # per seat, what it still held
    piles: tuple[Pile, ...]


# A catalogue key and its values: a value "@key" is worded too, "#n" is the name of seat n.
Note = tuple[str, Mapping[str, Any]]


@dataclass(frozen=True)
class Holdings:
    """Who holds what now, for the watch-the-bots screen only (a table of bots, never one with a
    human): every seat's hand face up, a few words per seat of what it knows that others do not
    (a team's secret signal, the twin of a called number), and cards lying face down on the table
    with what they are (`places`: the table's place of each, as its effects name it)."""

    hands: tuple[tuple[Card, ...], ...]
    notes: tuple[tuple[Note, ...], ...]
    places: tuple[tuple[Any, Card], ...] = ()


@dataclass(frozen=True)
class GameSpec:
    """One game as setup, results, scenes and the command line see it."""

    name: str  # the engine's name, the key of setups, saves and key contexts
    title: str  # in English messages of the command line ("Wink")
    order: int  # its place in the menu and every list of the games
    # Its rules engine (a `game.rules.engine.Engine`), named "package:ENGINE" and imported the
    # first time `engine` is read: the menu lists the games without loading any engine.
    rules: Ref
    config: type  # the engine's config class: fields are players, names and the options; check()
    options: tuple[Option, ...]
    counts: Callable[[Mapping[str, Any]], range]  # the player counts, for complete options
    default_players: int
    rules_doc: Callable[[Mapping[str, Any]], str]  # the rules document for complete options
    rules_docs: tuple[str, ...]  # every rules document of the game, in the order of the rules screen
    reveal: Callable[[Any], Reveal]  # of a state that is over
    keys: Mapping[str, str]  # its own actions at the table, with their default keys (store/keys.py)
    art: tuple[str, ...]  # a few of its cards, fanned beside its row of the menu
    bench: tuple[Mapping[str, Any], ...]  # the tables `bench rules` plays (engine options)
    # Its table view (a kit TableView), its bots' policy factory (`(TableArgs) -> Policy`), the
    # runner of `simulate --bots`, and its screenshot scenes (name -> builder): None where the
    # game has none yet (a game listed "soon" in the menu).
    table: Ref | None = None
    policy: Ref | None = None
    simulate: Ref | None = None
    # `simulate GAME --screen-human`: a scripted human who knows only what its screen says
    screen_human: Ref | None = None
    scenes: Ref | None = None
    # The pictures its rules documents draw where they say `![name]` (game/ui/rules_pictures/):
    # name -> a Picture class.
    rules_pictures: Ref | None = None
    # A team game whose teams each choose a secret signal (the setup screen asks the humans'
    # teams): the signals a team may choose, in the order the setup cycles through them, and the
    # team of each seat at a table of `players`.
    signals: tuple[str, ...] = ()
    team_of: Callable[[int, int], int] = lambda seat, _players: seat
    legacy: tuple[str, ...] = ()  # keys of old stored setups that are options now
    # Options of the table, not of the rules: how the screen helps its players (Zwoggel's memory
    # aid). The setup screen shows them after `options` and a table setup keeps them with the
    # options (`settle`), but the engine never sees them (`complete`, `rules_options`).
    table_options: tuple[Option, ...] = ()
    # Catalogue key of the reel of the moments a player missed (its winks, its signals), for a game
    # whose faces signal (game/review/moments.py); "" for a game without one.
    missed: str = ""
    # Its after-the-game review (game/review/<game>/review.py, a `game.review.per_game.GameReview`):
    # the figures the history keeps, their ratios and statistics rows, its moment finder.
    review: Ref | None = None
    # Moments of a game in play worth saving and resuming in (`bench saves`), besides any moment:
    # name -> whether a state is one (the engine's own words for its phases).
    save_moments: Mapping[str, Callable[[Any], bool]] = field(default_factory=dict)
    # Its table in miniature, beside its row of the main menu (a `game.ui.kit.miniature.TableArt`):
    # the cards on its felt and the faces round it. None: its cards fanned (`art`) instead.
    miniature: Ref | None = None
    # Its guided game (game/guides/<game>/): `(player's name, player's face) -> guides.Guide`;
    # None where the game has none yet (no offer, no "Guided game" entry).
    guide: Ref | None = None
    # What its guided table needs besides the kit's (ui/guide/table.py: GuidedTable mixed in before
    # `table`), for moves of its screen the engine never sees: a subclass of GuidedTable, mixed in
    # in its place; None: the kit's alone.
    guided: Ref | None = None
    # Who holds what at a table of bots watched (game/ui/watch/): `(state, facts) -> Holdings`,
    # facts being what the table was dealt besides the state (the policy's `facts()`).
    holdings: Callable[[Any, Mapping[str, Any]], Holdings] | None = None
    # The game's own words that a newcomer meets at the table ("saloon", "coup de feu"): the setup
    # lists them, each explained in plain words on hover and focus (term.<word>, term.desc.<word>).
    terms: tuple[str, ...] = ()
    # Its hands on phones (game/phones/games/<game>.py, a `game.phones.games.PhoneGame`): what a
    # seat's phone shows and what its moves mean; None where phones cannot hold its hands.
    phone: Ref | None = None

    @cached_property
    def engine(self) -> Engine:
        """Its rules engine, imported on first use (`rules`)."""
        engine: Engine = self.rules.load()
        return engine

    @property
    def context(self) -> str:
        """Whose key bindings its table obeys (game/store/keys.py CONTEXTS): its own name."""
        return self.name

    @property
    def playable(self) -> bool:
        """A table exists to play it."""
        return self.table is not None

    @property
    def face_bots(self) -> bool:
        """`simulate --bots`: bots with faces can play it headless."""
        return self.simulate is not None

    @property
    def menu_key(self) -> str:
        return f"menu.{self.name}"

    @property
    def title_key(self) -> str:
        return f"game.{self.name}"

    def option(self, name: str) -> Option:
        for option in (*self.options, *self.table_options):
            if option.name == name:
                return option
        raise ValueError(f"{self.name} has no option {show(name)}")

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def complete(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` checked (each name known, each value allowed) with the defaults of those not
        given, in the schema's order: the engine's options (a table option's name is known, and
        left out); ValueError with the reason otherwise."""
        for name in options:
            self.option(name)
        return _completed(self.options, options)

    def settle(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option of a table, the engine's then the table's own, checked and completed."""
        return {**self.complete(options), **_completed(self.table_options, options)}

    def rules_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Of a table's options, those the engine takes."""
        return {o.name: options[o.name] for o in self.options if o.name in options}

    def player_counts(self, options: Mapping[str, Any]) -> range:
        return self.counts(self.complete(options))

    def check_table(self, players: int, options: Mapping[str, Any]) -> None:
        """The engine config's own check of a table; ValueError with its reason."""
        self.config(players=players, **self.complete(options)).check()

    def allows(self, players: int, options: Mapping[str, Any]) -> bool:
        try:
            self.check_table(players, options)
        except ValueError:
            return False
        return True

    def fit(self, players: int, options: Mapping[str, Any]) -> tuple[int, dict[str, Any]]:
        """The nearest table that can be dealt: the player count moved into the options' range,
        then options put back to their defaults, the last first, until the engine accepts it. The
        table's own options stay as they are."""
        table = _completed(self.table_options, options)
        options = self.complete(options)
        counts = self.counts(options)
        players = min(counts, key=lambda n: (abs(n - players), n))
        for option in reversed(self.options):
            if self.allows(players, options):
                break
            options[option.name] = option.default
        return players, {**options, **table}

    def possible_players(self) -> list[int]:
        """Every player count of some table of the game."""
        counts: set[int] = set()
        for options in self._choice_tables():
            counts.update(self.counts(options))
        return sorted(counts)

    def _choice_tables(self) -> list[dict[str, Any]]:
        tables = [self.defaults()]
        for option in self.options:
            if option.kind is Kind.CHOICE:
                tables = [{**t, option.name: v} for t in tables for v in option.values]
        return tables


def _completed(schema: tuple[Option, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    """The values of `schema`'s options in `options`, checked, with defaults for those not given."""
    return {o.name: o.check(options[o.name]) if o.name in options else o.default for o in schema}


def config_default(config: type, name: str) -> Any:
    """The default of a field of an engine's config dataclass: the one place it is written."""
    for f in fields(config):
        if f.name == name:
            if f.default is MISSING:
                raise ValueError(f"{config.__name__}.{name} has no default")
            return f.default
    raise ValueError(f"{config.__name__} has no field {name!r}")


def end_of(state: Any) -> tuple[str, dict[str, int], dict[str, Any]]:
    """Why a finished game ended: the catalogue key `end.<code>`, the seats and values it names."""
    end = state.end
    return f"end.{end.code}", dict(end.seats), dict(end.params)


def counted(values: Sequence[int]) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = _SHOW.maxlong = 24
_SHOW.maxlist = _SHOW.maxdict = 3
_SHOW.maxlevel = 2


def show(value: Any) -> str:
    """A JSON value in a reason: short whatever it holds (a 400-digit number, nested junk)."""
    return _SHOW.repr(value)
