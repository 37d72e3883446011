"""The Zwoggel table's words in plain words (kit/table_terms.py): the stock and its count, the
slots of caught Zwoggels by each face (three and you are out) and the "out" on a plate, the
reveals left on the turn line, a trap's lit line while it shows, and, on the viewer's own turn, the
cards laid out waiting for Confirm and the Confirm button. The stock, the slots, the turn line and
a trap are everyone's; the laid-out cards and the button are the viewer's own, and show only while
their view is on screen."""

from __future__ import annotations

from typing import Protocol

from ....rules.zwoggel import ZwoggelObservation, ZwoggelState
from ....rules.zwoggel.cards import Cell
from ...kit.buttons import ButtonRow
from ...kit.stage import TableStage
from ...kit.table_terms import (
    Spot,
    TableTerm,
    box_of_sprite,
    box_of_text,
    button_box,
    centred,
    from_home,
    plate_score,
    union,
)
from .board import ZwoggelBoard
from .camera import BoardCamera
from .moments import LINE_S
from .staging import Drawn, Staging
from .words import OUT_AT


class Table(Protocol):
    """What the words read of the Zwoggel table."""

    state: ZwoggelState
    zboard: ZwoggelBoard
    camera: BoardCamera
    staging: Staging
    turn_buttons: ButtonRow
    stage: TableStage[Drawn]
    home: int

    @property
    def now(self) -> float: ...

    def seen(self, seat: int | None) -> ZwoggelObservation: ...

    def shown_viewer(self) -> int | None: ...


def zwoggel_terms(view: Table) -> list[TableTerm]:
    board, stage = view.zboard, view.stage
    names = view.state.names
    seats = from_home(view.home, view.state.n)

    def on_screen(cells: list[Cell]) -> list[Spot]:
        """Each of `cells` the board shows now, as a card's box."""
        camera, out = view.camera, list[Spot]()
        for cell in cells:
            if camera.shows(cell):
                x, y, size = camera.on_screen(cell)
                out.append((centred((x, y, size, size)), {}))
        return out

    def stock() -> list[Spot]:
        pile = board.stock
        stones = [box_of_sprite(s) for s in pile.stones if s.visible]
        count = view.seen(None)["stock"]
        return [(union(*stones, box_of_text(pile.count)), {"count": count})] if pile.count.text else []

    def caught() -> list[Spot]:
        piles = view.seen(None)["caught"]
        slots = board.slots.slots
        return [
            (
                union(*(box_of_sprite(s) for s in slots[seat])),
                {"name": names[seat], "count": len(piles[seat]), "you": seat == view.shown_viewer()},
            )
            for seat in seats
        ]

    def with_out(spots: list[Spot]) -> list[Spot]:
        return [(box, {**words, "out": OUT_AT}) for box, words in spots]

    def out() -> list[Spot]:
        gone = view.seen(None)["out"]
        boxes = ((s, plate_score(stage.seats.plates[s])) for s in seats if gone[s])
        return [(box, {"name": names[s]}) for s, box in boxes if box is not None]

    def reveals() -> list[Spot]:
        obs = view.seen(None)
        if obs["over"] or obs["phase"] != "reveal" or not stage.turn.text:
            return []
        return [(box_of_text(stage.turn), {"count": obs["reveals_left"]})]

    def trap() -> list[Spot]:
        now = view.now
        lit = [t for t in board.moments.traps if now - t.t0 < LINE_S]
        spots = [spot for t in lit for line in t.lines for spot in on_screen(line)]
        return [(union(*(box for box, _ in spots)), {})] if spots else []

    def mine() -> bool:
        """Whether the viewer's turn is on screen, cards laid out (their own view)."""
        return view.shown_viewer() is not None and view.staging.active

    def laid() -> list[Spot]:
        return on_screen(list(view.staging.placed.values())) if mine() else []

    def confirm() -> list[Spot]:
        return [(button_box(view.turn_buttons, "confirm"), {})] if mine() else []

    return [
        TableTerm("stock", "table_term.stock", "table_term.desc.stock", stock),
        TableTerm("reveals", "table_term.reveals", "table_term.desc.reveals", reveals),
        TableTerm("caught", "table_term.caught", "table_term.desc.caught", lambda: with_out(caught())),
        TableTerm("out", "table_term.out", "table_term.desc.out", out),
        TableTerm("trap", "term.trap", "term.desc.trap", trap),
        TableTerm("laid", "table_term.laid", "table_term.desc.laid", laid),
        TableTerm("confirm", "table_term.confirm", "table_term.desc.confirm", confirm),
    ]
