"""The Zwoggel viewer's own moment lines, above their hand: during their turn, the next step and
how to take it (turn two cards over, lay the three drawn face down, confirm); and what became of
something of theirs: a trap they laid sprung on another, a Zwoggel they caught (whose card it was),
their being out. Pure: the table shows these lines (`stage.moments`), a test reads the same.

Only what the viewer may know: their own observation (whose turn, what is left to do) and the
public events. Who laid each face-down card is public (everyone watched it laid: rules observe.py,
`face_down`), so the table keeps it (`placers`) to say whose card a catch was; a card's colour is
said only once it is face up for everyone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ....i18n import tr, trn
from ....rules.core import Event
from ....rules.zwoggel import ZwoggelObservation
from ....rules.zwoggel.cards import Cell
from ...kit.moments import Moment
from .words import OUT_AT, colour_word

Placers = Mapping[Cell, int | None]  # who laid the card on each cell (None: a start card)


def live(
    obs: ZwoggelObservation, viewer: int, left: int, choose: bool, keys: Mapping[str, str]
) -> list[Moment]:
    """The viewer's next step on their own turn, and how (nothing on another's turn). `left`: the
    drawn cards not laid out yet; `choose`: whether a card must be picked before a cell; `keys`:
    the on-screen names of the "confirm" and "take_back" keys."""
    if obs["over"] or obs["out"][viewer] or obs["current"] != viewer:
        return []
    key = keys["confirm"]
    if obs["phase"] == "reveal":
        count = obs["reveals_left"]
        if not obs["stock"]:
            return [Moment(trn("moment_zwoggel.reveal_last", count, key=key), urgent=True)]
        return [Moment(trn("moment_zwoggel.reveal", count, key=key), urgent=True)]
    if obs["phase"] != "place":
        return []
    if left:
        step = "moment_zwoggel.pick" if choose else "moment_zwoggel.lay"
        return [Moment(trn(step, left, key=key, last=min(left, 3)), urgent=True)]
    button = tr("zwoggel.button_confirm")
    return [Moment(tr("moment_zwoggel.confirm", key=key, button=button, back=keys["take_back"]), urgent=True)]


def placed(e: Event, placers: dict[Cell, int | None]) -> None:
    """Keep who laid each card (a public fact: everyone saw it laid)."""
    if e.kind == "place":
        x, y = e.data["cell"]
        placers[(x, y)] = e.data["seat"]


def outcome(e: Event, viewer: int, names: Sequence[str], placers: Placers) -> str | None:
    """What `e` made of something of the viewer's, in words with why and what they can do (None:
    nothing of theirs). `placers`: who laid each card, as it was before `e`."""
    d = e.data
    if e.kind == "out" and d["seat"] == viewer:
        return tr("moment_zwoggel.out_you", out=OUT_AT)
    if e.kind != "caught":
        return None
    catcher, colour = d["seat"], d["colour"]
    x, y = d["cell"]
    placer = placers.get((x, y))
    params = {
        "colour": colour_word(colour),
        "colours": tr(f"zwoggel.colours.{colour}"),
        "count": d["count"],
        "out": OUT_AT,
    }
    if catcher == viewer:
        if placer == viewer:
            return tr("moment_zwoggel.caught_own", **params)
        if placer is None:
            return tr("moment_zwoggel.caught_start", **params)
        return tr("moment_zwoggel.caught_theirs", name=names[placer], **params)
    if placer == viewer:
        return tr("moment_zwoggel.trap_sprung", name=names[catcher], **params)
    return None
