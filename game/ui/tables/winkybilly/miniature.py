"""WinkyBilly's table in miniature (the main menu): the saloon's four cards face up, the deck and
a token beside them, and round the table a face signalling its partner when the game is chosen."""

from ...kit.miniature import Piece, Sitter, TableArt

SALOON = ("card_00_sheriff", "card_02_saloon_girl", "card_01_outlaw", "card_04_gambler")
CARD = 0.5  # a card's height, as a share of the felt's

ART = TableArt(
    pieces=(
        *(Piece(f"winkybilly/{card}.png", -0.42 + 0.28 * k, 0.05, CARD) for k, card in enumerate(SALOON)),
        Piece("winkybilly/back.png", -0.8, -0.05, CARD * 0.9, -8.0),
        Piece("winkybilly/token.png", 0.78, -0.3, 0.26),
        Piece("winkybilly/token.png", 0.82, 0.1, 0.26),
    ),
    faces=(Sitter(4, 160), Sitter(7, 200), Sitter(1, 20), Sitter(3, 340)),
    winker=1,
    partner=3,
)
