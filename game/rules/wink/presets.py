"""The four Wink rule texts as data (RULES.md §1.4): one `RuleSet` per preset."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Naming(Enum):
    """When the active player names the partner at the start of a turn."""

    MANDATORY = "mandatory"  # 000a: "doit désigner", whenever the pawn is on a card
    FROM_ROUND_TWO = "from-round-two"  # 001: mandatory once every player has placed once
    OPTIONAL = "optional"  # 000b / 003: "pourra désigner"


class WrongGrid(Enum):
    """What a wrong name does to the grid card under the caller's pawn."""

    FACE_DOWN = "face-down"  # stays in place, dead
    REMOVED = "removed"  # to the discard pile, out of the game


class WrongTwin(Enum):
    """What a wrong name does to the twin held by the real partner."""

    FACE_DOWN_IN_FRONT = "face-down-in-front"  # 000a: laid face down, counts for the tie-break
    KEPT_IN_HAND = "kept-in-hand"  # 001/000b/003: kept silently, dead


class AccuseFate(Enum):
    """Where a played accuse card goes."""

    IN_FRONT = "in-front"  # laid in front of the accuser (000a, correct accusation)
    DISCARDED = "discarded"  # out of the game (discard pile or back to the box)


class BoardEnd(Enum):
    """The board half of the end condition."""

    NO_FREE_FACE_UP = "no-free-face-up"  # 000a: no playable card left (face up and free of pawns)
    NO_FACE_UP = "no-face-up"  # 001/000b/003: all 36 scored, turned down or removed


class TieBreak(Enum):
    """One link of a tie-break chain; each is compared after the score."""

    MOST_ACCUSE_IN_FRONT = "most-accuse-in-front"
    MOST_FACE_DOWN_IN_FRONT = "most-face-down-in-front"
    FEWEST_ACCUSE_LEFT = "fewest-accuse-left"
    FEWEST_HAND_CARDS = "fewest-hand-cards"
    MOST_ACCUSE_LEFT = "most-accuse-left"


@dataclass(frozen=True)
class RuleSet:
    name: str
    source: str
    title: str
    accuse_word: str  # what the accuse cards are called in this text
    players: range
    deal: dict[int, int]
    accuse_cards: dict[int, int]
    extra_card_option: bool
    naming: Naming
    wrong_grid: WrongGrid
    wrong_twin: WrongTwin
    accuse_right: AccuseFate
    accuse_wrong: AccuseFate
    board_end: BoardEnd
    tiebreaks: tuple[TieBreak, ...]
    shared_victory_in_text: bool

    def cards_dealt(self, players: int, extra_card: bool = False) -> int:
        extra = 1 if extra_card else 0
        return self.deal[players] + extra


WINK_FR = RuleSet(
    name="wink-fr",
    source="000a",
    title="WINK (Letheia, French)",
    accuse_word="Révélation",
    players=range(4, 9),
    deal={4: 8, 5: 6, 6: 5, 7: 4, 8: 4},
    accuse_cards={n: 4 for n in range(4, 9)},
    extra_card_option=False,
    naming=Naming.MANDATORY,
    wrong_grid=WrongGrid.FACE_DOWN,
    wrong_twin=WrongTwin.FACE_DOWN_IN_FRONT,
    accuse_right=AccuseFate.IN_FRONT,
    accuse_wrong=AccuseFate.DISCARDED,
    board_end=BoardEnd.NO_FREE_FACE_UP,
    tiebreaks=(TieBreak.MOST_ACCUSE_IN_FRONT, TieBreak.MOST_FACE_DOWN_IN_FRONT),
    shared_victory_in_text=False,
)

WINK_EN = RuleSet(
    name="wink-en",
    source="001",
    title="Wink (Blue Orange, English)",
    accuse_word="Accuse",
    players=range(4, 9),
    deal={4: 7, 5: 6, 6: 5, 7: 4, 8: 4},
    accuse_cards={n: 4 for n in range(4, 9)},
    extra_card_option=True,
    naming=Naming.FROM_ROUND_TWO,
    wrong_grid=WrongGrid.FACE_DOWN,
    wrong_twin=WrongTwin.KEPT_IN_HAND,
    accuse_right=AccuseFate.DISCARDED,
    accuse_wrong=AccuseFate.DISCARDED,
    board_end=BoardEnd.NO_FACE_UP,
    tiebreaks=(TieBreak.FEWEST_ACCUSE_LEFT, TieBreak.FEWEST_HAND_CARDS),
    shared_victory_in_text=False,
)

ZWINKERN_FR = RuleSet(
    name="zwinkern-fr",
    source="000b",
    title="Zwinkern – Clin d'œil (1994, French)",
    accuse_word="Espion",
    players=range(3, 7),
    deal={3: 9, 4: 8, 5: 6, 6: 5},
    accuse_cards={3: 4, 4: 4, 5: 3, 6: 3},
    extra_card_option=False,
    naming=Naming.OPTIONAL,
    wrong_grid=WrongGrid.REMOVED,
    wrong_twin=WrongTwin.KEPT_IN_HAND,
    accuse_right=AccuseFate.DISCARDED,
    accuse_wrong=AccuseFate.DISCARDED,
    board_end=BoardEnd.NO_FACE_UP,
    tiebreaks=(TieBreak.FEWEST_ACCUSE_LEFT,),
    shared_victory_in_text=False,
)

ZWINKERN_EN = RuleSet(
    name="zwinkern-en",
    source="003",
    title="Zwinkern (1994, English)",
    accuse_word="Big Eyes",
    players=range(3, 7),
    deal={3: 9, 4: 8, 5: 6, 6: 5},
    accuse_cards={3: 4, 4: 4, 5: 3, 6: 3},
    extra_card_option=False,
    naming=Naming.OPTIONAL,
    wrong_grid=WrongGrid.REMOVED,
    wrong_twin=WrongTwin.KEPT_IN_HAND,
    accuse_right=AccuseFate.DISCARDED,
    accuse_wrong=AccuseFate.DISCARDED,
    board_end=BoardEnd.NO_FACE_UP,
    # The text says "most Big Eyes" where its French twin says "fewest" (RULES.md §1.4): kept as written.
    tiebreaks=(TieBreak.MOST_ACCUSE_LEFT,),
    shared_victory_in_text=True,
)

PRESETS: dict[str, RuleSet] = {r.name: r for r in (WINK_FR, WINK_EN, ZWINKERN_FR, ZWINKERN_EN)}


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise ValueError(f"unknown Wink preset {name!r}; choose one of {known}") from None
