"""How a kept game is named on screen: its game, its seats (the humans by name, the bots counted)
and how long ago it was saved: "Wink · You, Priya, Tom + 3 bots · 5 minutes ago". Nothing of
its hands: only what the setup says and the file's time."""

from __future__ import annotations

from collections.abc import Callable

from ..store.saves import SavedGame

Tr = Callable[..., str]  # a view's `t`


def game_words(saved: SavedGame, t: Tr) -> str:
    return t(saved.setup.spec.title_key)


def seats_words(saved: SavedGame, t: Tr) -> str:
    seats = saved.setup.seats
    humans = [s.name for s in seats if s.kind == "human"]
    bots = sum(s.kind == "bot" for s in seats)
    words = ", ".join(humans)
    if bots:
        counted = t("saves.one_bot") if bots == 1 else t("saves.bots", count=bots)
        words = f"{words} + {counted}" if words else counted
    return words


def ago_words(seconds: float, t: Tr) -> str:
    minutes = int(seconds // 60)
    if minutes < 1:
        return t("saves.just_now")
    if minutes < 60:
        return t("saves.one_minute_ago") if minutes == 1 else t("saves.minutes_ago", count=minutes)
    hours = minutes // 60
    if hours < 24:
        return t("saves.one_hour_ago") if hours == 1 else t("saves.hours_ago", count=hours)
    days = hours // 24
    return t("saves.one_day_ago") if days == 1 else t("saves.days_ago", count=days)


def saved_line(saved: SavedGame, t: Tr, key: str = "saves.row", now: float | None = None) -> str:
    """The one line naming `saved` (`key`: the list's row, or the menu's Continue, which leaves
    the seats to the line under the menu)."""
    return t(key, game=game_words(saved, t), seats=seats_words(saved, t), ago=ago_words(saved.ago_s(now), t))
