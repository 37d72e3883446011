"""A recorded table, read back: one game of a trace file, checked, ready to be played again.

`Recording` reads one game of a trace file (`game.bots.trace`, format 2) and checks all of it: a
file that is damaged, foreign, of another version, or whose actions the rules refuse is refused
with one sentence (`RecordingError`). The engines are handed in by name (`{spec.name:
spec.engine}`): the bots know no game. `Recording.table()` plays it again as the source a view
draws from (`game.bots.recorded.RecordedTable`), exactly as the live table was.

What a recording cannot give back, because the director never saw it: the human's pointer (the
face pointed at, the gaze mark, the hidden mouse pointer: only where the human's eyes were for
the bots is recorded, as their face's gaze); moves a human tried that the rules or the table
refused (and the notice that said so), winks and gestures refused; questions a table asked
(choosing whom to accuse, a Zwoggel card being placed before it is confirmed), the camera, the
privacy screen and couch hand-overs, pause, and anything the view keeps of its own; the bots'
minds (their beliefs and memories, which only ever show through their actions, gaze and
signals); the steps the live table took (a view reaches the same moments by stepping with the
same `dt` from the opening, or by seeking to them); and a state changed other than through the
director (a screenshot scene's setup).
"""

from __future__ import annotations

import gzip
import json
import math
import zlib
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from ..rules.core import IllegalAction, short_repr
from ..rules.engine import Engine
from ..rules.saves import BAD_DATA, short_reason
from ..social.fidgets import Fidget
from ..social.gaze import GRID, HAND
from ..social.pose import Idle
from ..social.recorded import RecordedFaces
from ..social.signals import KINDS as SIGNAL_KINDS
from ..social.signals import Signal
from .recorded import UNSEEN, RecordedTable, Unseen
from .trace import FORMAT, KINDS

FOREIGN = "not a Winkhouse table recording"
GZIP_MAGIC = b"\x1f\x8b"  # the first two bytes of every gzip file
TARGETS = {"grid": GRID, "hand": HAND}
EYES = {None: "both", "left": "left", "right": "right", "none": "none"}


class RecordingError(ValueError):
    """A file that is no recording this version can play; the message says why in one sentence."""


class Recording:
    """Game `game` of a trace file, checked: its header, its records, its actions replayed."""

    def __init__(self, lines: Iterable[str], engines: Mapping[str, Engine], game: int = 0) -> None:
        """Read from the lines of a trace (with or without their newlines). RecordingError if
        anything in them is not as the format says."""
        records = _parse(list(lines))
        self.games: tuple[int, ...] = tuple(sorted({r["game"] for _, r in records}))
        if not any(r["kind"] == "table" for _, r in records):
            raise RecordingError(
                f"this recording has no table header: it is format 1, and this version reads format {FORMAT}"
            )
        if game not in self.games:
            raise RecordingError(f"this recording holds {_games_words(self.games)}; it has no game {game}")
        mine = [(i, r) for i, r in records if r["game"] == game]
        self.game = game
        _, first = mine[0]
        if first["kind"] != "table":
            raise RecordingError(
                f"game {game} of this recording begins with a {short_repr(first['kind'])} record, "
                "not its table header"
            )
        self._read_header(first, engines)
        self.actions: list[tuple[float, Any]] = []  # (t, action), in the order they were applied
        # whose private view the screen showed when each action was applied (UNSEEN: not recorded)
        self.screens: list[int | Unseen | None] = []
        self._screen: int | Unseen | None = UNSEEN
        self.thinking: list[tuple[float, int | None]] = []  # (t, seat): from t on, the seat shown thinking
        self._faces: list[Callable[[RecordedFaces], None]] = []  # the faces' facts, in recorded order
        self.records: list[dict[str, Any]] = [r for _, r in mine]
        state = self.new_state()
        self.end = 0.0  # the time of the last record
        for line, record in mine[1:]:
            self._read(line, record, state)
        self.over = bool(state.is_over())

    @classmethod
    def read(cls, path: str | Path, engines: Mapping[str, Engine], game: int = 0) -> Recording:
        """Game `game` of the trace file at `path`, plain or gzip-compressed (told by its first
        bytes, whatever its name); OSError if it cannot be read at all."""
        return cls(read_text(Path(path).read_bytes()).splitlines(), engines, game)

    # ------------------------------------------------------------ what it gives
    @property
    def n(self) -> int:
        return len(self.names)

    def new_state(self) -> Any:
        """The engine's state as the table opened: dealt from the config and seed, with the
        moves made before it (a resumed save's)."""
        state = self.engine.save.new_state(self.config, self.seed)
        for action in self.history:
            state.apply(action)
        return state

    def new_faces(self) -> RecordedFaces:
        """The faces of the whole game, at `t` 0."""
        faces = RecordedFaces(self.idle)
        for fact in self._faces:
            fact(faces)
        return faces

    def table(self) -> RecordedTable:
        """The table played back from its opening."""
        return RecordedTable(self)

    # ------------------------------------------------------------ reading
    def _read_header(self, head: dict[str, Any], engines: Mapping[str, Engine]) -> None:
        where = f"the table header of game {self.game}"
        version = head.get("format")
        if type(version) is not int:
            raise RecordingError(f"{where} is damaged: it has no format version")
        if version != FORMAT:
            raise RecordingError(f"this recording is format {version}; this version reads format {FORMAT}")
        name = head.get("engine")
        if type(name) is not str or name not in engines:
            raise RecordingError(
                f"this recording is of a game this version does not know: {short_repr(name)}"
            )
        engine = self.engine = engines[name]
        fmt = engine.save
        check = Fields(head, where)
        check.number("t")
        seed = self.seed = check.get("seed", int)
        if seed < 0:
            raise RecordingError(f"{where} is damaged: its seed is not a whole number from 0")
        try:
            self.config = fmt.config_from_json(head.get("config"))
            state = fmt.new_state(self.config, seed)
        except BAD_DATA as exc:
            raise RecordingError(
                f"{where} is damaged: its config deals no {fmt.title} game ({short_reason(exc)})"
            ) from None
        n = state.n
        names = check.get("names", list)
        if names != list(state.names):
            raise RecordingError(f"{where} is damaged: its names are not those of the game its config deals")
        self.names: tuple[str, ...] = tuple(names)
        humans = check.get("humans", list)
        if not all(type(s) is int and 0 <= s < n for s in humans) or len(set(humans)) != len(humans):
            raise RecordingError(f"{where} is damaged: its humans are not seats of the table")
        self.humans = frozenset(humans)
        self.bots = frozenset(range(n)) - self.humans
        faces = check.get("faces", list)
        if len(faces) != n:
            raise RecordingError(f"{where} is damaged: its faces are not one per seat")
        idle = []
        for s, face in enumerate(faces):
            face_check = Fields(face, f"{where} (face {s})")
            idle.append(Idle(face_check.number("phase"), face_check.number("idle_motion")))
        self.idle: tuple[Idle, ...] = tuple(idle)
        setup = head.get("setup")
        if setup is not None and type(setup) is not dict:
            raise RecordingError(f"{where} is damaged: its setup is not a JSON object")
        self.setup: dict[str, Any] | None = setup
        facts = head.get("facts", {})
        if type(facts) is not dict:
            raise RecordingError(f"{where} is damaged: its facts are not a JSON object")
        self.facts: dict[str, Any] = facts  # what the table was dealt besides the state (a team's signal)
        history = []
        for i, move in enumerate(check.get("history", list), 1):
            try:
                action = fmt.action_from_json(move)
                state.apply(action)
            except IllegalAction:
                raise RecordingError(
                    f"{where} is damaged: move {i} of its history is refused by the rules"
                ) from None
            except BAD_DATA as exc:
                raise RecordingError(
                    f"{where} is damaged: move {i} of its history is not valid ({short_reason(exc)})"
                ) from None
            history.append(action)
        self.history: tuple[Any, ...] = tuple(history)

    def _read(self, line: int, record: dict[str, Any], state: Any) -> None:
        """One record after the header: checked, and kept for the replay if it needs it."""
        check = Fields(record, f"line {line} of this recording")
        kind = record["kind"]
        if kind == "table":
            raise RecordingError(f"{check.where} is a second table header for game {self.game}")
        if kind not in KINDS:
            raise check.damaged(f"its kind {short_repr(kind)} is none of format {FORMAT}'s")
        t = check.number("t")
        if t < self.end:
            raise check.damaged("its time goes back")
        self.end = t
        n = self.n
        if kind == "action":
            check.seat("seat", n, none=True)
            self.actions.append((t, self._apply(check, state)))
            self.screens.append(self._screen)
        elif kind == "screen":
            self._screen = check.seat("seat", n, none=True)
        elif kind == "thinking":
            self.thinking.append((t, check.seat("seat", n, none=True)))
        elif kind == "gaze":
            seat = check.seat("seat", n)
            target = record.get("target")
            look = TARGETS.get(target) if type(target) is str else target
            if type(look) is not int or not (look in (GRID, HAND) or (0 <= look < n and look != seat)):
                raise check.damaged("its target is not a seat, the grid or the hand")
            self._faces.append(lambda faces: faces.look(seat, t, look))
        elif kind == "signal":
            signal = self._signal(check, n)
            self._faces.append(lambda faces: faces.signal(signal))
        elif kind == "fidget":
            seat = check.seat("seat", n)
            fidget = Fidget(check.get("fidget", str), check.number("start"), check.duration("duration"))
            self._faces.append(lambda faces: faces.fidget(seat, fidget))
        elif kind == "cut":
            seat = check.seat("seat", n)
            gesture = check.get("signal", str)
            start, end = check.number("start"), check.number("end")
            if end < start or end != t:
                raise check.damaged("its end is not its time, after the gesture's start")
            self._faces.append(lambda faces: faces.cut(seat, gesture, start, end))
        elif kind == "expression":
            check.seat("seat", n)
            check.get("expression", str)
        elif kind == "perceived":
            check.seat("seat", n)

    def _signal(self, check: Fields, n: int) -> Signal:
        seat = check.seat("seat", n)
        kind = check.get("signal", str)
        if kind not in SIGNAL_KINDS:
            raise check.damaged(f"its signal {short_repr(kind)} is no signal a face makes")
        eye = check.record.get("eye")
        if eye not in EYES:
            raise check.damaged("its eye is not left, right, none or null")
        target = check.seat("target", n, none=True)
        return Signal(kind, seat, check.number("start"), check.duration("duration"), EYES[eye], target)

    def _apply(self, check: Fields, state: Any) -> Any:
        """The record's action (its `move`), applied to `state` as the replay will apply it."""
        move = check.get("move", dict)
        try:
            action = self.engine.action_from_json(move)
        except BAD_DATA as exc:
            raise check.damaged(
                f"its move is not a {self.engine.save.title} action ({short_reason(exc)})"
            ) from None
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordingError(f"{check.where} holds an action the rules refuse ({exc.code})") from None
        except BAD_DATA as exc:
            raise check.damaged(f"the rules cannot apply its move ({short_reason(exc)})") from None
        return action


def read_text(data: bytes) -> str:
    """The text of a trace file's bytes: gzip-compressed ones (`.jsonl.gz`) are unpacked first; a
    compressed file cut short or damaged is refused in one sentence, as a damaged text is."""
    if data[:2] == GZIP_MAGIC:
        try:
            data = gzip.decompress(data)
        except EOFError:
            raise RecordingError(f"{FOREIGN}: its compressed data is cut short") from None
        except (OSError, zlib.error):  # (gzip.BadGzipFile is an OSError)
            raise RecordingError(f"{FOREIGN}: its compressed data is damaged") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordingError(f"{FOREIGN}: it is not text") from None


class Fields:
    """Checks the fields of one record (or of a header), refusing with one sentence."""

    def __init__(self, record: Any, where: str) -> None:
        if type(record) is not dict:
            raise RecordingError(f"{where} is damaged: it is not a JSON object")
        self.record = record
        self.where = where

    def damaged(self, what: str) -> RecordingError:
        return RecordingError(f"{self.where} is damaged: {what}")

    def get(self, key: str, kind: type) -> Any:
        value = self.record.get(key)
        if type(value) is not kind:
            raise self.damaged(f"its {key} is not {_KIND_WORDS[kind]}")
        return value

    def number(self, key: str) -> float:
        """A finite number of seconds (or any finite number), as a float."""
        value = self.record.get(key)
        if not (type(value) is int or type(value) is float) or not math.isfinite(value):
            raise self.damaged(f"its {key} is not a number")
        return float(value)

    def duration(self, key: str) -> float:
        value = self.number(key)
        if value <= 0:
            raise self.damaged(f"its {key} is not a number of seconds above 0")
        return value

    def seat(self, key: str, n: int, none: bool = False) -> Any:
        value = self.record.get(key)
        if value is None and none:
            return None
        if type(value) is not int or not 0 <= value < n:
            raise self.damaged(f"its {key} is not a seat of the table")
        return value


_KIND_WORDS = {int: "a whole number", str: "a text", list: "a list", dict: "a JSON object"}


def _parse(lines: list[str]) -> list[tuple[int, dict[str, Any]]]:
    """(line number, record) of every line: a JSON object with a kind and a game's index."""
    if not any(line.strip() for line in lines):
        raise RecordingError(f"{FOREIGN}: the file is empty")
    out = []
    for i, line in enumerate(lines, 1):
        try:
            record = json.loads(line, parse_constant=_no_constant)
        except ValueError:  # (RecursionError is no ValueError: a line nested too deep is no trace)
            raise _foreign(lines, f"line {i} is not JSON") from None
        except RecursionError:
            raise RecordingError(f"{FOREIGN}: line {i} is not JSON") from None
        if (
            type(record) is not dict
            or type(record.get("kind")) is not str
            or type(record.get("game")) is not int
        ):
            raise _foreign(lines, f"line {i} is not a trace record")
        out.append((i, record))
    return out


def _foreign(lines: list[str], what: str) -> RecordingError:
    """The refusal of a file that is no trace: named if it is a saved game of ours."""
    try:
        whole = json.loads("\n".join(lines))
    except (ValueError, RecursionError):
        whole = None
    if type(whole) is dict and type(whole.get("game")) is str and "version" in whole and "history" in whole:
        return RecordingError(f"{FOREIGN}: it is a saved {short_repr(whole['game'])} game")
    return RecordingError(f"{FOREIGN}: {what}")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a recording holds")


def _games_words(games: tuple[int, ...]) -> str:
    if len(games) == 1:
        return f"game {games[0]} only"
    if games == tuple(range(games[0], games[-1] + 1)):
        return f"games {games[0]} to {games[-1]}"
    return f"games {', '.join(map(str, games))}"
