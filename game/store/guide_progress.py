"""How far each player profile got in each game's guided game, kept as `guides.json` in the data
folder (stores.py: atomic writes; a damaged file is kept aside, with a notice, and forgotten):

    {"version": 1, "profiles": {"Ana": {"wink": {"step": "accuse", "done": false,
                                                 "skipped": false, "declined": false}}}}

`step` is the name of the last step reached; `done` once the guide was played to its end,
`skipped` once the player skipped it for a real game, `declined` once they said "no thanks" to
the first-start offer. A profile is the name the player sits at tables under (as in the history).
A record that does not read (a newer or hand-edited file) is left out and the rest kept; nothing
here ever stops the game: a file that cannot be written is said once in the log.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .files import keep_aside
from .notices import notify
from .stores import load_store_checked, save_store, store_path

STORE = "guides"
VERSION = 1
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GuideRecord:
    step: str = ""  # the last step reached ("": never opened)
    done: bool = False
    skipped: bool = False
    declined: bool = False

    @property
    def settled(self) -> bool:
        """Whether the first-start offer is no longer made: the guide was finished, skipped or declined."""
        return self.done or self.skipped or self.declined

    @classmethod
    def from_json(cls, data: Any) -> GuideRecord:
        """A record from stored JSON; ValueError saying what is wrong."""
        if not isinstance(data, dict) or set(data) != {f.name for f in fields(cls)}:
            raise ValueError("a guide's record has the fields step, done, skipped, declined")
        step = data["step"]
        if not (isinstance(step, str) and len(step) <= 64):
            raise ValueError("step is not a step's name")
        flags = [data[k] for k in ("done", "skipped", "declined")]
        if not all(isinstance(f, bool) for f in flags):
            raise ValueError("done, skipped and declined are true or false")
        return cls(step, *flags)


class GuideProgress:
    """Every profile's records, read once; each change written by `writer` (a callable that runs
    the write it is given: at once by default, in a background thread on screen)."""

    def __init__(self, writer: Callable[[Callable[[], None]], None] = lambda write: write()) -> None:
        self.writer = writer
        self.records: dict[str, dict[str, GuideRecord]] = {}
        self.problem: str | None = None  # why the stored file was not (all) read, for the log
        data, reason = load_store_checked(STORE, {"version": VERSION, "profiles": {}})
        self.problem = reason
        profiles = data.get("profiles") if data.get("version") == VERSION else None
        if not isinstance(profiles, dict):
            self.left_out("it is of another version")
            return
        for profile, games in profiles.items():
            if not isinstance(games, dict):
                continue
            for game, record in games.items():
                try:
                    self.records.setdefault(str(profile), {})[str(game)] = GuideRecord.from_json(record)
                except ValueError as exc:
                    self.left_out(f"{profile}/{game}: {exc}")

    def left_out(self, why: str) -> None:
        """Some of the file was not read: the whole file is kept aside first (nothing is lost when
        the next change writes it again), and a notice says so."""
        if self.problem is not None:
            return  # kept aside already
        path = store_path(STORE)
        aside = keep_aside(path)
        if aside is not None:
            notify("notice.store_damaged", file=path.name, aside=aside.name)
        self.problem = f"{path.name}: {why} (kept as {aside.name if aside else 'it was'})"
        log.info("%s", self.problem)

    def of(self, profile: str, game: str) -> GuideRecord:
        return self.records.get(profile, {}).get(game, GuideRecord())

    def offer(self, profile: str, game: str) -> bool:
        """Whether the first start of `game` offers its guided game to `profile`."""
        return not self.of(profile, game).settled

    def reached(self, profile: str, game: str, step: str) -> None:
        self._set(profile, game, replace(self.of(profile, game), step=step))

    def finished(self, profile: str, game: str) -> None:
        self._set(profile, game, replace(self.of(profile, game), done=True))

    def skipped(self, profile: str, game: str) -> None:
        self._set(profile, game, replace(self.of(profile, game), skipped=True))

    def declined(self, profile: str, game: str) -> None:
        self._set(profile, game, replace(self.of(profile, game), declined=True))

    def _set(self, profile: str, game: str, record: GuideRecord) -> None:
        if self.of(profile, game) == record:
            return
        self.records.setdefault(profile, {})[game] = record
        profiles = {p: {g: asdict(r) for g, r in games.items()} for p, games in self.records.items()}
        data = {"version": VERSION, "profiles": profiles}  # (a copy: the write may come later)

        def write() -> None:
            reason = save_store(STORE, data)
            if reason is not None:
                log.info("%s", reason)

        self.writer(write)
