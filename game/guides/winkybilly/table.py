"""The guided WinkyBilly table: four seats (you, your partner across the table, two opponents),
a stacked deal in which each lesson comes in a move or two, and each team's secret signal.

Seat 0 is the player; teams sit alternately, so the partner is seat 2 and the opponents are
seats 1 and 3 (RULES.md §2.2). The deal, by card type:
- the player: three sheriffs and a cowboy; the saloon holds the fourth sheriff (the swap, the set);
- the partner: four outlaws (the WINKY lesson: the partner signals its set);
- the opponent at seat 3: four bartenders (the CONTRE WINKY lesson: it signals its partner, seat 1).
Nobody else holds three of a kind, and the bots swap nothing: nothing happens that the guide
has not announced.
"""

from __future__ import annotations

from typing import Any

PLAYERS = 4
PLAYER, OPPONENT, PARTNER, SIGNALLER = 0, 1, 2, 3  # SIGNALLER: the opponent who signals its partner
BOTS = ("Inès", "Hugo", "Rosa")  # seats 1, 2, 3: personalities of levels/personalities.toml
SIGNALS = ("nod", "brows")  # team 0 (the player's), team 1
SEED = 23

HANDS = (
    ("sheriff", "sheriff", "sheriff", "cowboy"),
    ("gambler", "preacher", "deputy", "rancher"),
    ("outlaw", "outlaw", "outlaw", "outlaw"),
    ("bartender", "bartender", "bartender", "bartender"),
)
SALOON = ("prospector", "sheriff", "undertaker", "blacksmith")
GIVE, TAKE = "cowboy", "sheriff"  # the swap the lesson asks for
SET_OF = {PLAYER: "sheriff", PARTNER: "outlaw", SIGNALLER: "bartender"}

# The table's options: a countdown of 3 s as in every game (the first lesson), and the table waits
# for the player: no exchange ends by itself while a step waits (the script keeps it open).
OPTIONS: dict[str, Any] = {"countdown_s": 3.0}


def stacked() -> dict[str, Any]:
    """The stacked deal (`WinkyBillyConfig.stacked`): the hands seat by seat, then the saloon."""
    return {"hands": [list(h) for h in HANDS], "saloon": list(SALOON)}


def partner(seat: int) -> int:
    return (seat + PLAYERS // 2) % PLAYERS
