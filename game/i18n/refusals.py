"""An engine's refusal as a sentence in a player's language: one wording for the table's screen
(`game.ui.kit.words`) and for a phone (`game.phones.bridge`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.core import IllegalAction
from . import has_key, tr


def refusal(exc: IllegalAction, names: Sequence[str], lang: str | None = None) -> str:
    """`exc` as its code's text (`refusal.<code>`), to the player who tried the action, seats
    named by `names`; the engine's English reason where the catalogue has no text for it."""
    key = f"refusal.{exc.code}"
    return tr(key, lang, **exc.values(names)) if has_key(key, lang) else exc.reason
