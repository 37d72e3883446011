"""Zwoggel's board in miniature (the main menu): cards face down and face up, a line of three green
Zwoggels about to be caught, and the players round it (one winking when the game is chosen)."""

from ...kit.miniature import Piece, Sitter, TableArt

# (column, row) -> card: a green line along the middle row, the rest face down or red
BOARD = {
    (0, 0): "back",
    (1, 0): "red",
    (2, 0): "back",
    (3, 0): "back",
    (0, 1): "green",
    (1, 1): "green",
    (2, 1): "green",
    (3, 1): "back",
    (1, 2): "back",
    (2, 2): "red",
    (3, 2): "back",
}
CARD = 0.24  # a card's height, as a share of the felt's

ART = TableArt(
    pieces=tuple(
        Piece(f"zwoggel/{card}.png", -0.42 + 0.28 * col, 0.56 - 0.56 * row, CARD)
        for (col, row), card in BOARD.items()
    ),
    faces=(Sitter(1, 165), Sitter(6, 15), Sitter(4, 345)),
    winker=1,
    partner=0,
)
