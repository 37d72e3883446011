"""Stacked Zwoggel games and an independent brute-force line scanner."""

from __future__ import annotations

from game.rules.zwoggel import Place, Reveal, ZwoggelState, new_game

R, G = "red", "green"


def stacked(
    start: list[str], stock: list[str], players: int = 2, names: tuple[str, ...] = ()
) -> ZwoggelState:
    """Start cards at (0,0), (1,0), (0,1), (1,1); the stock drawn from `stock[0]` on; seat 0 first."""
    return new_game(players, seed=1, first_seat=0, names=names, stacked={"start": start, "stock": stock})


def triple_through(face_up: dict[tuple[int, int], int], cell: tuple[int, int]) -> bool:
    """Brute force: is `cell` one of three consecutive face-up cards of one colour on any line?"""
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        for shift in range(3):
            start = (cell[0] - shift * dx, cell[1] - shift * dy)
            trio = [(start[0] + k * dx, start[1] + k * dy) for k in range(3)]
            colours = {face_up.get(c) for c in trio}
            if len(colours) == 1 and None not in colours:
                return True
    return False


def reveal(state: ZwoggelState, x: int, y: int) -> list:
    return state.apply(Reveal(state.current, x, y))


def put(state: ZwoggelState, colour: int, x: int, y: int) -> list:
    return state.apply(Place(state.current, colour, x, y))
