"""Checks that hold after every action of every WinkyBilly game (tests and `simulate`)."""

from __future__ import annotations

from collections import Counter

from .actions import KIND_OF, Contre, DoubleWinky, Winky
from .cards import CARDS, HAND, SALOON
from .config import WIN_TOKENS
from .phase import INF, Phase
from .table import WinkyBillyTable

EVERY_CARD = list(range(CARDS))
# The scoring table again, written out apart from the engine: (call, right) -> [(whose team, change)].
SCORING = {
    ("winky", True): [("caller", +1)],
    ("winky", False): [("caller", -1)],
    ("contre", True): [("target", -1)],
    ("contre", False): [("caller", -1)],
    ("double", True): [("caller", +3)],
    ("double", False): [("caller", -2)],
}


def check_invariants(state: WinkyBillyTable) -> list[str]:
    """Every broken invariant as a sentence; an empty list when all hold."""
    return _cards(state) + _clock(state) + _tokens(state) + _end(state)


def _cards(state: WinkyBillyTable) -> list[str]:
    problems: list[str] = []
    cards = state.saloon + state.pile
    for hand in state.hands:
        cards += hand
    if len(cards) != CARDS or sorted(cards) != EVERY_CARD:
        seen = Counter(cards)
        wrong = sorted({c for c in EVERY_CARD if seen[c] != 1} | {c for c in seen if c not in EVERY_CARD})
        problems.append(f"cards not in exactly one place (hands, saloon, pile): {wrong[:8]}")
    if len(state.saloon) != SALOON:
        problems.append(f"the saloon holds {len(state.saloon)} cards, not {SALOON}")
    for s, hand in enumerate(state.hands):
        expected = 0 if state.out[s % state.teams] else HAND
        if len(hand) != expected:
            problems.append(f"seat {s} holds {len(hand)} cards, not {expected}")
    playing = sum(1 for s in range(state.n) if not state.out[s % state.teams])
    if len(state.pile) != CARDS - HAND * playing - SALOON:  # W19: the pile never runs out
        problems.append(f"the pile holds {len(state.pile)} cards")
    return problems


def _clock(state: WinkyBillyTable) -> list[str]:
    problems: list[str] = []
    phase, t = state.phase, state.t
    if phase is Phase.OVER:
        if state.next_at != INF:
            problems.append("time still runs after the end")
        return problems
    if not t < state.next_at:
        problems.append(f"a transition due at {state.next_at} was not run by {t}")
    if phase is Phase.COUNTDOWN:
        if any(state.done) or state.next_at != state.go_at:
            problems.append("holsters up or a wrong deadline during the countdown")
    elif (
        state.next_at != state.idle_from + state.config.idle_timeout_s
        or state.idle_from > max(t, state.check_until)  # a check holds the timer until its end
    ):
        problems.append("the idle timer disagrees with the last swap (or the end of a check)")
    if phase is Phase.COUNTDOWN and state.go_at < state.check_until:
        problems.append("a countdown ends before the check of a call")
    if state.check_until > t + state.config.check_s:
        problems.append("a check lasts longer than a check")
    if phase is Phase.EXCHANGE and state.go_at > t:
        problems.append("an exchange phase began before its coup de feu")
    if any(state.done[s] and state.out[s % state.teams] for s in range(state.n)):
        problems.append("a seat out of the game has its holster up")
    return problems


def _tokens(state: WinkyBillyTable) -> list[str]:
    """The ledger adds up, and the call record alone, scored afresh, gives the same tokens."""
    problems: list[str] = []
    teams = state.teams
    start = state.config.start_tokens()
    totals = list(start)
    for team, change, before, after, why in state.ledger:
        if totals[team] != before or after != max(0, before + change):
            problems.append(f"ledger: {why} took team {team + 1} from {before} to {after} by {change}")
        totals[team] = after
    if totals != state.tokens:
        problems.append(f"tokens {state.tokens} differ from the ledger's {totals}")
    scored = list(start)
    for r in state.calls:
        changes = list(SCORING[r.call, r.right])
        if r.call == "contre" and r.right and state.config.kems_style:
            changes.append(("caller", +1))
        for whose, change in changes:
            team = (r.seat if whose == "caller" else r.target) % teams
            scored[team] = max(0, scored[team] + change)
    if scored != state.tokens:
        problems.append(f"tokens {state.tokens} differ from the calls' score {scored}")
    if min(state.tokens) < 0:
        problems.append("a team has fewer than 0 tokens (the floor is 0)")
    last = state.history[-1] if state.history else None
    if isinstance(last, Winky | Contre | DoubleWinky):
        said = (last.seat, KIND_OF[type(last)])
        if not state.calls or (state.calls[-1].seat, state.calls[-1].call) != said:
            problems.append(f"the last call {last!r} is not on the call record")
    return problems


def _end(state: WinkyBillyTable) -> list[str]:
    problems: list[str] = []
    over = state.phase is Phase.OVER
    end = state.end
    if (
        over != bool(state.winner_teams)
        or over != (end is not None)
        or (end and not (end.reason and end.code))
    ):
        problems.append("winners and an end, with its reason and code, exactly when the game is over")
    if not over:
        for team in range(state.teams):
            if not state.out[team] and state.tokens[team] <= 0:
                problems.append(f"team {team + 1} plays on with no token")
            if state.contenders is None and state.tokens[team] >= WIN_TOKENS:
                problems.append(f"team {team + 1} has {state.tokens[team]} tokens and has not won")
    contenders = state.contenders
    if contenders is None:
        if any(state.out):
            problems.append("a team is out of the game outside sudden death")
    elif not over and (len(contenders) < 2 or any(state.out[k] for k in contenders)):
        problems.append(f"sudden death with contenders {contenders}")
    if over and len(state.winner_teams) != 1:
        problems.append(f"{len(state.winner_teams)} winning teams")
    return problems
