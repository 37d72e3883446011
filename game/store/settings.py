"""Settings: kept as JSON in the user's data folder, checked value by value on load.

A damaged or strange file never crashes the game: each bad value falls back to its default
(the good ones stay), the old file is kept aside as `settings.bad-<n>.json` (never deleted),
and `load_settings` returns a one-line notice, in the player's language, for the menu to show.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..bots.pace import PACE_NAMES
from ..i18n import languages, tr
from .files import config_file, keep_aside, read_json, settings_dir, write_json_atomic
from .keys import DEFAULT_KEYS, binding_conflicts, conflicts_by_context, is_key_name
from .player import DEFAULT_FACE, is_face, is_stored_name
from .stores import load_store, save_store

VERSION = 1  # written into the file, for later migrations
FILE = "settings.json"
MIN_REPLAYS, MAX_REPLAYS = 1, 1000  # the "Keep the last N replays" setting's range
PRACTICE_MODES = ("timed", "untimed", "adaptive", "drill")  # see game/ui/practice/menu.py


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. Build changed copies with dataclasses.replace."""

    master_volume: float = 0.8  # 0–1
    effects_volume: float = 1.0  # 0–1
    muted: bool = False
    fullscreen: bool = False
    language: str = "en"  # "en" or "fr"
    reduced_motion: bool = False  # no non-essential animation; winks and blinks are still shown
    colourblind_palette: bool = False
    animation_speed: float = 1.0  # 0.5–2.0
    text_size: float = 1.0  # 0.8–1.6: every text of every screen, for a couch in front of a television
    bots_own_timing: bool = False  # bots wink at a human on their own timing, not when eyes meet
    record_traces: bool = False  # a live table writes its trace to traces/ in the data folder
    keep_replays: int = 50  # finished games whose recordings are kept (recordings/); older ones lose theirs
    gaze_hint_seen: bool = False  # the hint on the human's eyes at a table with bots was shown
    practice_mode: str = "timed"  # the practice mode chosen last (PRACTICE_MODES)
    practice_profile: str = ""  # the practice profile chosen last ("": none yet)
    practice_level: str = ""  # the id of the practice level chosen last ("": the first)
    key_bindings: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))  # action -> key
    table_pace: str = "relaxed"  # how long bots give the humans at their table (bots/pace.py)
    player_name: str = ""  # the player's name at every table ("": "You" in their language); store/player.py
    player_face: int = DEFAULT_FACE  # the player's portrait at every table (0–7); no bot wears it
    watch_bots: str = ""  # what "Watch the bots" plays: "game players level…" (game/ui/watch/choice.py)


def _number(lo: float, hi: float) -> Callable[[Any], bool]:
    def check(value: Any) -> bool:
        # An int is finite however long (math.isfinite(10**400) would overflow); a float may be
        # NaN or ±inf (JSON's NaN, 1e999), which no range holds.
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        return (isinstance(value, int) or math.isfinite(value)) and lo <= value <= hi

    return check


def _flag(value: Any) -> bool:
    return isinstance(value, bool)


def _short_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 64 and value.isprintable()


CHECKS: dict[str, Callable[[Any], bool]] = {
    "master_volume": _number(0.0, 1.0),
    "effects_volume": _number(0.0, 1.0),
    "muted": _flag,
    "fullscreen": _flag,
    "language": lambda value: value in languages(),
    "reduced_motion": _flag,
    "colourblind_palette": _flag,
    "animation_speed": _number(0.5, 2.0),
    "text_size": _number(0.8, 1.6),
    "bots_own_timing": _flag,
    "record_traces": _flag,
    "keep_replays": lambda value: type(value) is int and MIN_REPLAYS <= value <= MAX_REPLAYS,
    "gaze_hint_seen": _flag,
    "practice_mode": lambda value: value in PRACTICE_MODES,
    "practice_profile": _short_text,
    "practice_level": _short_text,
    "table_pace": lambda value: value in PACE_NAMES,
    "player_name": is_stored_name,
    "player_face": is_face,
    "watch_bots": lambda value: isinstance(value, str) and len(value) <= 160 and value.isprintable(),
}
NUMBERS = ("master_volume", "effects_volume", "animation_speed", "text_size")


def settings_path() -> Path:
    return config_file(FILE)  # the config folder; moved there once from the data folder


def settings_to_json(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {f.name: getattr(settings, f.name) for f in fields(Settings)}
    data["key_bindings"] = dict(settings.key_bindings)
    data["version"] = VERSION
    return data


def settings_from_json(data: Any) -> tuple[Settings, list[str]]:
    """Settings from stored JSON, and the names of the values that were wrong (now defaults).

    Missing values (an older file) are simply defaults and are not reported.
    """
    if not isinstance(data, dict):
        return Settings(), ["(the whole file)"]
    values: dict[str, Any] = {}
    bad = [name for name in data if name not in CHECKS and name not in ("key_bindings", "version")]
    if "version" in data and not (isinstance(data["version"], int) and not isinstance(data["version"], bool)):
        bad.append("version")
    for name, check in CHECKS.items():
        if name in data:
            if check(data[name]):
                values[name] = float(data[name]) if name in NUMBERS else data[name]
            else:
                bad.append(name)
    keys, bad_keys = bindings_from_json(data.get("key_bindings", {}))
    return Settings(**values, key_bindings=keys), bad + bad_keys


def bindings_from_json(stored: Any) -> tuple[dict[str, str], list[str]]:
    """Every action's key: the stored one when it is a key name, else its default."""
    keys = dict(DEFAULT_KEYS)
    if not isinstance(stored, dict):
        return keys, ["key_bindings"]
    bad = []
    for action, key in stored.items():
        if action in DEFAULT_KEYS and is_key_name(key):
            keys[action] = key
        else:
            bad.append(f"key_bindings.{action}")
    return keys, bad


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings, and a one-line notice when anything had to be repaired. Never raises."""
    path = path or settings_path()
    read = read_json(path)
    if read.missing:
        return Settings(), None
    if read.problem is not None or not isinstance(read.data, dict):
        aside = keep_aside(path)
        if aside is None:
            reason = read.problem or "not settings"
            return Settings(), tr("settings.notice_unreadable", "en", reason=reason)
        return Settings(), tr("settings.notice_corrupt", "en", file=aside.name)
    settings, bad = settings_from_json(read.data)
    if not bad:
        return settings, None
    aside = keep_aside(path)
    if aside is not None:
        save_settings(settings, path)  # the repaired settings replace the set-aside file
    kept = aside.name if aside is not None else path.name
    return settings, tr("settings.notice_repaired", _lang(settings), names=_names(bad), file=kept)


def _names(bad: list[str], most: int = 5) -> str:
    """The wrong names for a one-line notice: printable, short, and not too many."""
    shown = ["".join(c if c.isprintable() else "?" for c in name)[:40] for name in bad[:most]]
    return ", ".join(shown) + (f" (+{len(bad) - most})" if len(bad) > most else "")


def _lang(settings: Settings) -> str:
    return settings.language if settings.language in languages() else "en"


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Keep `settings` (atomic write, fsync). Returns None, or a one-line notice if it failed."""
    try:
        write_json_atomic(path or settings_path(), settings_to_json(settings))
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return tr("settings.notice_unsaved", _lang(settings), reason=reason)
    return None


__all__ = [
    "DEFAULT_KEYS",
    "Settings",
    "binding_conflicts",
    "conflicts_by_context",
    "load_settings",
    "load_store",
    "save_settings",
    "save_store",
    "settings_dir",
    "settings_path",
]
