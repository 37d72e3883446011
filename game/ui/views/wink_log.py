"""The Wink table's log: each event in words, for those who missed an animation."""

from __future__ import annotations

from collections.abc import Callable

from ...rules.core import Event


def describe(event: Event, names: tuple[str, ...], t: Callable[..., str]) -> str | None:
    """One line for an event (already filtered for the viewer), or None for events not logged."""
    d = event.data
    who = names[d["seat"]] if "seat" in d else ""
    kind = event.kind
    if kind == "call":
        return t("log.call", name=who, number=d["number"])
    if kind == "named_right":
        return t("log.named_right", name=who, target=names[d["target"]], number=d["number"])
    if kind == "named_wrong":
        return t("log.named_wrong", name=who, target=names[d["target"]], number=d["number"])
    if kind == "twin_laid_down":
        return t("log.twin_laid_down", name=who, number=d["number"])
    if kind == "twin_dead":
        return t("log.twin_dead", number=d["number"])
    if kind == "passed":
        return t("log.passed", name=who)
    if kind == "stalled":
        return t("log.stalled", name=who)
    if kind == "accused":
        key = "log.accused_right" if d["right"] else "log.accused_wrong"
        return t(key, name=who, target=names[d["target"]], number=d["number"])
    if kind == "game_over":
        return t("log.game_over", reason=d["reason"])
    return None
