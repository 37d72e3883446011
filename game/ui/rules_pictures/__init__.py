"""The pictures of the rules documents, drawn by the game from its own art and engines.

A rules document asks for a picture with a line of its own, `![name]` (game/i18n/docs.py); the
rules screen makes it with `make` and shows it with its caption, `rules_picture.<name>.caption`
(or `rules_picture.<name>.caption_<doc>` where a document words it its own way: Zwinkern has a
figure where Wink has a pawn), filled with what the picture names (`Picture.words`).

A name no picture answers to is a mistake in a document: `make` raises ValueError while the tests
run (strict mode, game/i18n), and for players it is left out and logged, and the page goes on.
"""

from __future__ import annotations

import logging
from functools import cache

from ...games import specs
from ...i18n import has_key, is_strict, tr
from .picture import Frame, Picture

log = logging.getLogger(__name__)

__all__ = ["Frame", "Picture", "caption", "make", "pictures"]


@cache
def pictures() -> dict[str, type[Picture]]:
    """Every game's rules pictures by name (each game's spec names its own), in the games' order."""
    found: dict[str, type[Picture]] = {}
    for spec in specs():
        own: dict[str, type[Picture]] = spec.rules_pictures.load() if spec.rules_pictures else {}
        twice = set(own) & set(found)
        if twice:
            raise ValueError(f"{spec.name} names rules pictures another game has: {', '.join(sorted(twice))}")
        found |= own
    return found


def make(name: str, frame: Frame) -> Picture | None:
    """The picture `name` laid out in `frame`; None (logged) for a name no picture answers to."""
    kind = pictures().get(name)
    if kind is None:
        known = ", ".join(pictures())
        problem = f"rules {frame.doc or '?'}: no picture called {name!r}; the pictures are {known}"
        if is_strict():
            raise ValueError(problem)
        log.info("%s (left out)", problem)
        return None
    return kind(frame)


def caption(name: str, picture: Picture) -> str:
    """The one line under a picture, in its document's language."""
    frame = picture.frame
    key = f"rules_picture.{name}.caption"
    own = f"{key}_{frame.doc}"
    return tr(own if has_key(own, frame.lang) else key, frame.lang, **picture.words)
