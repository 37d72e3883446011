"""WinkyBilly's guided game: the countdown, a swap with the saloon, a set of four, the team's secret
signal (the player nods at Hugo, who shouts WINKY), WINKY (Hugo nods at the player, who shouts it),
CONTRE WINKY (Rosa tilts her head at Inès, her partner: the player catches her). The table and its
deal are in table.py. The bots' signals are cued, slow (a beginner's gestures, again every few
seconds until the player answers); otherwise they only look around.

A WINKY pressed before Hugo's signal, or a CONTRE WINKY before Rosa's, is refused: the step that
waits for the signal says why. A swap other than the cowboy for the sheriff, a signal at an
opponent, a CONTRE WINKY on Inès are refused with their own words too.
"""

from __future__ import annotations

from ...bots.director import NOW
from ...rules.winkybilly import Contre, Swap, Winky
from ..guide import EVENT, MOVE, NEXT, SIGNAL, Cue, Expect, Guide, Step
from .table import COWBOY, HUGO, INES, ROSA, SHERIFF, SIGNALS, THEIR_SIGNAL, YOU, WinkyBillyGuide, setup

OURS = SIGNALS[0]
AGAIN_S = 6.0  # a signal missed comes again this often
SIGNAL_AT_S, RETRY_S, RETRIES = 2.0, 0.4, 5  # the first signal, and its retries while the face is busy
K = "guide_winkybilly."
PEOPLE = {"partner": HUGO, "opponent": INES, "signaller": ROSA}


def looks(seat: int, target: int) -> Cue:
    """`seat` looks at `target` a while, and again while the step waits."""
    return Cue(seat, 0.5, "look", target=target, hold_s=3.0, every_s=AGAIN_S)


def signals(
    seat: int, target: int, kind: str, first_s: float = SIGNAL_AT_S, tries: int = RETRIES
) -> tuple[Cue, ...]:
    """`seat` makes its team's signal `kind` at `target` (a beginner's gesture: slow) `first_s`
    after the step begins, again until answered. A face busy with a fidget of its own makes no
    cued signal: the cues come a few tenths of a second apart, so that the next one finds the
    face free (the first one made ends a step that waits for it). A step that waits for the
    player's answer to a signal made already gets it again, once every AGAIN_S (`tries=1`)."""
    return tuple(
        Cue(seat, first_s + k * RETRY_S, "signal", target=target, signal=kind, every_s=AGAIN_S)
        for k in range(tries)
    )


STEPS = (
    Step(
        "countdown",
        K + "countdown",
        ("region", "board"),
        Expect(EVENT, {"kind": "coup_de_feu"}),
        done=K + "countdown_done",
    ),
    Step(
        "swap",
        K + "swap",
        ("card", COWBOY),
        Expect(
            MOVE,
            {"action": "swap", "seat": YOU, "give": COWBOY, "take": SHERIFF},
            Swap(YOU, NOW, COWBOY, SHERIFF),
        ),
        done=K + "swap_done",
        mistake=K + "mistake.wrong_swap",
    ),
    Step("set", K + "set", ("region", "hand"), Expect(NEXT), names=PEOPLE),
    Step(
        "signal",
        K + "signal",
        ("seat", HUGO),
        Expect(SIGNAL, {"seat": YOU, "signal": OURS, "target": HUGO}, (OURS, HUGO)),
        mistake=K + "mistake.signal_opponent",
        cues=(looks(HUGO, YOU),),
        names=PEOPLE,
    ),
    Step(
        "partner_winky",
        K + "partner_winky",
        ("seat", HUGO),
        Expect(EVENT, {"kind": "winky", "seat": HUGO}),
        done=K + "partner_winky_done",
        cues=(Cue(HUGO, 1.5, "act", Winky(HUGO, NOW)),),
        names=PEOPLE,
    ),
    Step(
        "watch_partner",
        K + "watch_partner",
        ("seat", HUGO),
        Expect(SIGNAL, {"seat": HUGO, "signal": OURS, "target": YOU}),
        mistake=K + "mistake.winky_early",
        cues=(looks(HUGO, YOU), *signals(HUGO, YOU, OURS)),
        names=PEOPLE,
    ),
    Step(
        "winky",
        K + "winky",
        ("seat", HUGO),
        Expect(MOVE, {"action": "winky", "seat": YOU}, Winky(YOU, NOW)),
        done=K + "winky_done",
        cues=signals(HUGO, YOU, OURS, AGAIN_S, tries=1),
        names=PEOPLE,
    ),
    Step(
        "watch_opponents",
        K + "watch_opponents",
        ("seat", ROSA),
        Expect(SIGNAL, {"seat": ROSA, "signal": THEIR_SIGNAL, "target": INES}),
        mistake=K + "mistake.contre_early",
        cues=(looks(ROSA, INES), looks(INES, ROSA), *signals(ROSA, INES, THEIR_SIGNAL)),
        names=PEOPLE,
    ),
    Step(
        "contre",
        K + "contre",
        ("seat", ROSA),
        Expect(MOVE, {"action": "contre", "seat": YOU, "target": ROSA}, Contre(YOU, NOW, ROSA)),
        done=K + "contre_done",
        mistake=K + "mistake.contre_wrong_face",
        cues=signals(ROSA, INES, THEIR_SIGNAL, AGAIN_S, tries=1),
        names=PEOPLE,
    ),
)


def guide(you: str, face: int) -> Guide:
    """WinkyBilly's guided game, the player seated as `you` with their `face`."""
    return WinkyBillyGuide("winkybilly", setup(you, face), YOU, STEPS, K + "closing", scene="swap")
