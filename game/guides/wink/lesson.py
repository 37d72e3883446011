"""Wink's guided game: calling, catching your partner's wink, being called and winking back,
accusing, naming. Four at the table (the player, Margot, Hugo, Camille), the French Wink rules,
deal 9, where the player starts and each lesson comes up within a move or two:

    you      3 17 19 28 29 30 34 36      Hugo     1 5 8 16 24 31 32 35
    Margot   4 10 12 20 21 22 25 33      Camille  2 7 9 11 13 14 23 26      aside 6 15 18 27

You call 24 (Hugo's twin): Hugo winks at you. Margot calls 17 (yours): you wink back at her. Hugo
calls 13 (Camille's): Camille winks at him, and you accuse her. Camille calls 6 (nobody's). Your
turn: you name Hugo, and call again. Margot names you. The winks are slow (a beginner's).
"""

from __future__ import annotations

from ...rules.wink import Accuse, Call, Name
from ...setup import SeatSetup, TableSetup
from ...social.signals import WINK
from ..guide import EVENT, MOVE, SIGNAL, Cue, Expect, Guide, Step

SEED = 9
PRESET = "wink-fr"
YOU, MARGOT, HUGO, CAMILLE = 0, 1, 2, 3
BOTS = ("Margot", "Hugo", "Camille")
CALL, THEIRS, HIS, NOBODYS, AGAIN = 24, 17, 13, 6, 20  # the numbers of the lessons (see above)
WINK_S = 0.6  # a guided wink: slower than a beginner bot's
AGAIN_S = 6.0  # a wink missed comes again this often


def setup(you: str, face: int) -> TableSetup:
    seats = (
        SeatSetup(kind="human", name=you, face=face),
        *(SeatSetup(kind="bot", name=n, difficulty="beginner", personality=n) for n in BOTS),
    )
    return TableSetup("wink", len(seats), {"preset": PRESET}, seats, SEED)


def watch(seat: int, number: int) -> Cue:
    return Cue(seat, 1.5, "act", Call(seat, number))


STEPS = (
    Step("welcome", "guide.wink.welcome", None),
    Step("faces", "guide.wink.faces", ("seat", HUGO)),
    Step("hand", "guide.wink.hand", ("region", "hand")),
    Step(
        "call",
        "guide.wink.call",
        ("card", CALL),
        Expect(MOVE, {"action": "call", "seat": YOU, "number": CALL}, Call(YOU, CALL)),
        done="guide.wink.call_done",
        mistake="guide.wink.call_mistake",
        params={"number": CALL},
    ),
    Step(
        "partner_wink",
        "guide.wink.partner_wink",
        None,
        Expect(SIGNAL, {"seat": HUGO, "signal": WINK, "target": YOU}),
        done="guide.wink.partner_wink_done",
        cues=(
            Cue(HUGO, 1.0, "look", target=YOU, hold_s=3.0, every_s=AGAIN_S),
            Cue(HUGO, 2.5, "signal", target=YOU, hold_s=WINK_S, every_s=AGAIN_S),
        ),
        names={"partner": HUGO},
        params={"number": CALL},
    ),
    Step(
        "margot_calls",
        "guide.wink.margot_calls",
        ("seat", MARGOT),
        Expect(EVENT, {"kind": "call", "seat": MARGOT}),
        cues=(watch(MARGOT, THEIRS),),
        names={"caller": MARGOT},
    ),
    Step(
        "your_card",
        "guide.wink.your_card",
        ("card", THEIRS),
        names={"caller": MARGOT},
        params={"number": THEIRS},
    ),
    Step(
        "wink_back",
        "guide.wink.wink_back",
        ("seat", MARGOT),
        Expect(SIGNAL, {"seat": YOU, "signal": WINK, "target": MARGOT}, (WINK, MARGOT)),
        done="guide.wink.wink_back_done",
        mistake="guide.wink.wink_back_mistake",
        cues=(Cue(MARGOT, 0.5, "look", target=YOU, hold_s=4.0, every_s=AGAIN_S),),
        names={"caller": MARGOT},
    ),
    Step(
        "hugo_calls",
        "guide.wink.hugo_calls",
        ("seat", HUGO),
        Expect(EVENT, {"kind": "call", "seat": HUGO}),
        cues=(watch(HUGO, HIS),),
        names={"caller": HUGO},
    ),
    Step(
        "spot",
        "guide.wink.spot",
        None,
        Expect(SIGNAL, {"seat": CAMILLE, "signal": WINK, "target": HUGO}),
        cues=(
            Cue(HUGO, 0.8, "look", target=CAMILLE, hold_s=3.0, every_s=AGAIN_S),
            Cue(CAMILLE, 2.0, "signal", target=HUGO, hold_s=WINK_S, every_s=AGAIN_S),
        ),
        names={"caller": HUGO},
        params={"number": HIS},
    ),
    Step(
        "accuse",
        "guide.wink.accuse",
        ("seat", CAMILLE),
        Expect(MOVE, {"action": "accuse", "target": CAMILLE, "number": HIS}, Accuse(YOU, CAMILLE, HIS)),
        done="guide.wink.accuse_done",
        mistake="guide.wink.accuse_mistake",
        names={"winker": CAMILLE, "caller": HUGO},
        params={"number": HIS},
    ),
    Step(
        "camille_calls",
        "guide.wink.camille_calls",
        ("seat", CAMILLE),
        Expect(EVENT, {"kind": "call", "seat": CAMILLE}),
        cues=(watch(CAMILLE, NOBODYS),),
        names={"caller": CAMILLE},
    ),
    Step(
        "name",
        "guide.wink.name",
        ("seat", HUGO),
        Expect(MOVE, {"action": "name", "target": HUGO}, Name(YOU, HUGO)),
        done="guide.wink.name_done",
        mistake="guide.wink.name_mistake",
        names={"partner": HUGO},
        params={"number": CALL},
    ),
    Step(
        "call_again",
        "guide.wink.call_again",
        ("region", "board"),
        Expect(MOVE, {"action": "call"}, Call(YOU, AGAIN)),
    ),
    Step(
        "named",
        "guide.wink.named",
        ("seat", MARGOT),
        Expect(EVENT, {"kind": "named_right", "seat": MARGOT, "target": YOU}),
        done="guide.wink.named_done",
        cues=(Cue(MARGOT, 2.0, "act", Name(MARGOT, YOU)),),
        names={"caller": MARGOT},
        params={"number": THEIRS},
    ),
)


def guide(you: str, face: int) -> Guide:
    """Wink's guided game, the player seated as `you` with their `face`."""
    return Guide("wink", setup(you, face), YOU, STEPS, "guide.wink.closing", scene="call")
