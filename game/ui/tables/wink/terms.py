"""The Wink table's words in plain words (kit/table_terms.py): what each number on a plate counts
(the points, the cards in hand, the accuse cards left) and how points are won under the preset in
play, the pawns on the grid, its dead cards and its empty places. All public: the grid, the pawns
and the plates are everyone's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from ....rules.wink import WinkObservation, WinkState
from ....rules.wink.observe import GridRow
from ....rules.wink.presets import Naming, WrongGrid, preset
from ...kit.stage import TableStage
from ...kit.table_terms import Spot, TableTerm, box_of_sprite, centred, from_home, plate_counter, plate_score
from .grid import WinkGrid

PAWN_DESC = {
    Naming.MANDATORY: "table_term.desc.pawn_must",
    Naming.FROM_ROUND_TWO: "table_term.desc.pawn_round_two",
    Naming.OPTIONAL: "table_term.desc.pawn_may",
}
HAND, ACCUSE = 0, 1  # the plates' counters, in the order the table sets them


class Table(Protocol):
    """What the words read of the Wink table."""

    state: WinkState
    grid: WinkGrid
    stage: TableStage[int]
    home: int

    def seen(self, seat: int | None) -> WinkObservation: ...

    def key_name(self, action: str) -> str: ...

    def shown_viewer(self) -> int | None: ...


def wink_terms(view: Table) -> list[TableTerm]:
    rules = preset(view.state.rules.name)
    plates, grid, names = view.stage.seats.plates, view.grid, view.state.names
    seats = from_home(view.home, view.state.n)

    def score() -> list[Spot]:
        boxes = ((s, plate_score(plates[s])) for s in seats)
        return [(box, {"name": names[s], "you": s == view.shown_viewer()}) for s, box in boxes if box]

    def counter(i: int) -> list[Spot]:
        """The plates' `i`-th counter (HAND or ACCUSE), with the number it shows."""
        obs = view.seen(None)
        key = view.key_name("accuse")
        out: list[Spot] = []
        for s in seats:
            box, info = plate_counter(plates[s], i), obs["seats"][s]
            if box is not None:
                count = info["hand"] if i == HAND else info["accuse_left"]
                you = s == view.shown_viewer()
                out.append((box, {"name": names[s], "count": count, "key": key, "you": you}))
        return out

    def pawns() -> list[Spot]:
        order = [s for s in seats if grid.pawns[s].visible]
        you = view.shown_viewer()
        return [(box_of_sprite(grid.pawns[s]), {"name": names[s], "you": s == you}) for s in order]

    def places(shown: Callable[[str], bool]) -> list[Spot]:
        """The grid's places whose state (`where`: "up", "down", or gone) is `shown`."""
        rows = cast(list[GridRow], view.seen(None)["grid"])
        return [(centred(grid.box(number)), {}) for number, where in rows if shown(where)]

    def dead() -> list[Spot]:
        return places(lambda where: where == "down")

    def empty() -> list[Spot]:
        return places(lambda where: where not in ("up", "down"))

    removed = rules.wrong_grid is WrongGrid.REMOVED
    return [
        TableTerm("points", "table_term.points", "table_term.desc.points", score),
        TableTerm("hand_count", "table_term.hand_count", "table_term.desc.hand_count", lambda: counter(HAND)),
        TableTerm(
            "accuse_count",
            "table_term.accuse_count",
            "table_term.desc.accuse_count",
            lambda: counter(ACCUSE),
        ),
        TableTerm("pawn", "table_term.pawn", PAWN_DESC[rules.naming], pawns),
        TableTerm("dead_card", "table_term.dead_card", "table_term.desc.dead_card", dead),
        TableTerm(
            "empty_place",
            "table_term.empty_place",
            "table_term.desc.empty_place_removed" if removed else "table_term.desc.empty_place",
            empty,
        ),
    ]
