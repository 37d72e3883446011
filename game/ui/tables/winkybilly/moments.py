"""The WinkyBilly viewer's own moments: four of a kind in their hand (signal your partner, mind
the opponents), their partner's signal to watch for, and what became of a call against their team
or of a saloon nobody swapped in. Pure: the table shows these lines (`stage.moments`).

Only what the viewer's own observation shows: their hand, their partner, their team's gesture,
and the public calls and saloons. Never their partner's hand: the viewer learns of the partner's
set only from the partner's face, as at a real table.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ....i18n import tr
from ....rules.core import Event
from ....rules.winkybilly import WinkyBillyObservation
from ...kit.moments import Moment
from .words import card_word

CALLS = ("winky", "contre", "double")
LINES = ("signal_now", "watch_partner")  # the live lines (a guided table says each in its time)


def live(
    obs: WinkyBillyObservation, gesture: str, winky_key: str, lines: Collection[str] = LINES
) -> list[Moment]:
    """The viewer's lines true now, of `lines`: a set in hand (urgent: signal), else the partner
    to watch."""
    if obs["over"] or obs["out"][obs["team"]]:
        return []
    partner = obs["partner"]
    name = obs["names"][partner]
    kinds = {kind for _, kind in obs["hand"]}
    if len(obs["hand"]) == 4 and len(kinds) == 1:
        if "signal_now" not in lines:
            return []
        text = tr("moment_winkybilly.signal_now", card=card_word(kinds.pop()), gesture=gesture, partner=name)
        return [Moment(text, urgent=True, seat=partner)]
    if obs["phase"] == "exchange" and "watch_partner" in lines:
        return [Moment(tr("moment_winkybilly.watch_partner", partner=name, gesture=gesture, key=winky_key))]
    return []


def outcome(e: Event, viewer: int, teams: int, names: Sequence[str], idle_s: float) -> str | None:
    """What `e` made of something of the viewer's team, in words with why (None: nothing of theirs)."""
    d = e.data
    team = viewer % teams
    if e.kind == "new_saloon" and d["why"] == "idle":
        return tr("moment_winkybilly.saloon_idle", seconds=f"{idle_s:g}")
    if e.kind not in CALLS:
        return None
    caller, target, right = d["seat"], d["target"], d["right"]
    if e.kind == "contre" and target is not None and target % teams == team:
        who = "you" if target == viewer else "partner"
        key = f"moment_winkybilly.contre_{who}_{'right' if right else 'wrong'}"
        return tr(key, name=names[caller], partner=names[target])
    if caller % teams == team and caller != viewer:
        kind = "contre_by" if e.kind == "contre" else e.kind  # a CONTRE by the partner, on an opponent
        key = f"moment_winkybilly.{kind}_partner_{'right' if right else 'wrong'}"
        return tr(key, name=names[caller], target=names[target] if target is not None else "")
    return None
