"""Settings: kept as JSON in the user's data folder, checked value by value on load.

A damaged or unknown file never crashes the game: the bad values fall back to their defaults,
the file is kept aside, and `load_settings` returns a one-line notice for the menu to show.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .files import data_dir, keep_aside, load_store, read_json, save_store, write_json_atomic

LANGUAGES = ("en", "fr")

# Every action a player can bind, with its default key (arcade key names).
DEFAULT_KEYS: dict[str, str] = {
    "menu_up": "UP",
    "menu_down": "DOWN",
    "menu_left": "LEFT",
    "menu_right": "RIGHT",
    "confirm": "ENTER",
    "back": "ESCAPE",
    "pause": "ESCAPE",
    "fullscreen": "F11",
    "wink": "W",
    "accuse": "A",
    "pass_naming": "P",
    "peek_hand": "H",
    "next_seat": "TAB",
    "signal": "S",
    "winky": "Y",
    "contre_winky": "C",
    "double_winky": "D",
    "done": "SPACE",
    "swap": "E",
    "reveal": "R",
}

# Actions used on the same screen: a key may serve only one of them.
CONTEXTS: dict[str, tuple[str, ...]] = {
    "menus": ("menu_up", "menu_down", "menu_left", "menu_right", "confirm", "back", "fullscreen"),
    "wink": ("pause", "fullscreen", "wink", "accuse", "pass_naming", "peek_hand", "next_seat", "confirm"),
    "winkybilly": (
        "pause",
        "fullscreen",
        "signal",
        "winky",
        "contre_winky",
        "double_winky",
        "done",
        "swap",
        "peek_hand",
        "confirm",
    ),
    "zwoggel": ("pause", "fullscreen", "reveal", "peek_hand", "next_seat", "confirm"),
}


@dataclass(frozen=True)
class Settings:
    master_volume: float = 0.8
    effects_volume: float = 1.0
    muted: bool = False
    fullscreen: bool = False
    language: str = "en"
    reduced_motion: bool = False
    colourblind_palette: bool = False
    animation_speed: float = 1.0
    key_bindings: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))


RANGES = {"master_volume": (0.0, 1.0), "effects_volume": (0.0, 1.0), "animation_speed": (0.5, 2.0)}


def settings_path() -> Path:
    return data_dir() / "settings.json"


def _check(name: str, value: Any, default: Any) -> bool:
    if name in RANGES:
        lo, hi = RANGES[name]
        return isinstance(value, int | float) and not isinstance(value, bool) and lo <= value <= hi
    if name == "language":
        return value in LANGUAGES
    if name == "key_bindings":
        return isinstance(value, dict) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()
        )
    return type(value) is type(default)


def settings_from_json(data: Any) -> tuple[Settings, list[str]]:
    """Settings from stored JSON, and the names of the values that were wrong (set to defaults)."""
    defaults = Settings()
    if not isinstance(data, dict):
        return defaults, ["(the whole file)"]
    values: dict[str, Any] = {}
    bad: list[str] = []
    known = {f.name for f in fields(Settings)}
    for name in data:
        if name not in known:
            bad.append(name)
    for name in known:
        if name not in data:
            continue
        if _check(name, data[name], getattr(defaults, name)):
            values[name] = float(data[name]) if name in RANGES else data[name]
        else:
            bad.append(name)
    keys = dict(DEFAULT_KEYS)
    for action, key in values.get("key_bindings", {}).items():
        if action in DEFAULT_KEYS:
            keys[action] = key
        else:
            bad.append(f"key_bindings.{action}")
    values["key_bindings"] = keys
    return Settings(**values), bad


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings and a one-line notice if anything had to be repaired."""
    path = path or settings_path()
    data, problem = read_json(path)
    if problem is None and data is None:
        return Settings(), None
    if problem is not None:
        aside = keep_aside(path) if path.exists() else path
        return (
            Settings(),
            f"Settings file damaged ({problem}): defaults restored, old file kept as {aside.name}.",
        )
    settings, bad = settings_from_json(data)
    if not bad:
        return settings, None
    aside = keep_aside(path)
    write_json_atomic(path, asdict(settings))
    return (
        settings,
        f"Some settings were not understood ({', '.join(bad)}): "
        f"defaults used, old file kept as {aside.name}.",
    )


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))


def binding_conflicts(bindings: dict[str, str]) -> list[tuple[str, ...]]:
    """Groups of actions of one screen bound to the same key (pause and back share Escape by design)."""
    conflicts = []
    for actions in CONTEXTS.values():
        by_key: dict[str, list[str]] = {}
        for action in actions:
            by_key.setdefault(bindings.get(action, ""), []).append(action)
        conflicts += [tuple(group) for key, group in by_key.items() if key and len(group) > 1]
    return conflicts


__all__ = ["Settings", "binding_conflicts", "load_settings", "load_store", "save_settings", "save_store"]
