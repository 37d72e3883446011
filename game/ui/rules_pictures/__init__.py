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

from ...i18n import has_key, is_strict, tr
from .picture import Frame, Picture
from .wink import GridPicture, StripPicture, WinkPicture
from .winkybilly import SetPicture, SignalPicture
from .zwoggel import LinePicture

log = logging.getLogger(__name__)

PICTURES: dict[str, type[Picture]] = {
    "wink-grid": GridPicture,
    "wink-wink": WinkPicture,
    "wink-strip": StripPicture,
    "winkybilly-set": SetPicture,
    "winkybilly-signal": SignalPicture,
    "zwoggel-line": LinePicture,
}

__all__ = ["PICTURES", "Frame", "Picture", "caption", "make"]


def make(name: str, frame: Frame) -> Picture | None:
    """The picture `name` laid out in `frame`; None (logged) for a name no picture answers to."""
    kind = PICTURES.get(name)
    if kind is None:
        problem = (
            f"rules {frame.doc or '?'}: no picture called {name!r}; the pictures are {', '.join(PICTURES)}"
        )
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
