"""Wink's table in miniature (the main menu): part of the grid, a pawn on the card just called,
and round the table its holder winking at the caller when the game is chosen."""

from ...kit.miniature import Piece, Sitter, TableArt

GRID = ((7, 21, 33, 14, 2), (25, 11, 30, 5, 18), (9, 28, 16, 35, 23))  # three rows of the 6×6 grid
CARD = 0.24  # a card's height, as a share of the felt's
CALLED = (0, 2)  # the row and column of the card the pawn stands on

ART = TableArt(
    pieces=(
        *(
            Piece(f"wink/card_{number:02d}.png", -0.6 + 0.3 * col, 0.56 - 0.56 * row, CARD)
            for row, numbers in enumerate(GRID)
            for col, number in enumerate(numbers)
        ),
        Piece("wink/pawn_2.png", -0.6 + 0.3 * CALLED[1], 0.56 - 0.56 * CALLED[0] - 0.06, 0.22, shadow=False),
    ),
    faces=(Sitter(0, 160), Sitter(5, 200), Sitter(3, 20), Sitter(6, 340)),
    winker=2,
    partner=0,
)
