"""Tokens as team scores and the end of the game (RULES.md §2.6, W11–W14).

[DECISION] The token changes of one call are applied together, then the end is checked once: a
team at 7 or more wins at once (only one team can gain from a call); otherwise, as soon as a team
has 0 tokens, the highest total wins, and a tie for it starts sudden death.
[DECISION] W14 sudden death: only the teams tied for the lead ("contenders") can win; play goes on;
every team at 0 tokens drops out, its hands are shuffled into the pile and its seats take no more
actions. The first contender to gain a token wins (even past a loss in the same call, which only the
Kem's-style option allows); a contender that loses a token leaves contention; the last contender
left wins. A team outside contention that reaches 7 does not win; one that reaches 0 drops out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core import End, Event
from ..draws import shuffle
from .config import WIN_TOKENS
from .phase import INF, OVER
from .table import WinkyBillyTable


def settle(state: WinkyBillyTable, changes: Iterable[tuple[int, int, str]], events: list[Event]) -> None:
    """Apply (team, change, why) token changes with the floor at 0 (W11), then check the end."""
    gained: list[int] = []
    lost: list[int] = []
    tokens = state.tokens
    for team, change, why in changes:
        before = tokens[team]
        after = tokens[team] = max(0, before + change)
        state.ledger.append((team, change, before, after, why))
        events.append(Event("tokens", {"team": team, "change": after - before, "tokens": after, "why": why}))
        (gained if change > 0 else lost).append(team)
    if state.contenders is None:
        _check_end(state, gained, events)
    else:
        _check_sudden_death(state, gained, lost, events)


def _check_end(state: WinkyBillyTable, gained: list[int], events: list[Event]) -> None:
    tokens = state.tokens
    for team in gained:
        if tokens[team] >= WIN_TOKENS:
            first, second = state.seats_of(team)  # the team, named by its two players
            reason = f"team {team + 1} reached {WIN_TOKENS} tokens"
            seats = {"first": first, "second": second}
            finish(state, [team], reason, events, code="reached_tokens", seats=seats, tokens=WIN_TOKENS)
            return
    if 0 not in tokens:
        return
    best = max(tokens)
    leaders = [t for t in range(state.teams) if tokens[t] == best]
    if len(leaders) == 1:
        reason = "a team has no token left: the highest total wins"
        finish(state, leaders, reason, events, code="highest_total")
        return
    state.contenders = leaders
    events.append(Event("sudden_death", {"teams": list(leaders), "tokens": best}))
    _drop_empty_teams(state, events)


def _check_sudden_death(
    state: WinkyBillyTable, gained: list[int], lost: list[int], events: list[Event]
) -> None:
    contenders = state.contenders
    assert contenders is not None
    for team in gained:
        if team in contenders:
            reason = "sudden death: the first tied team to gain a token"
            finish(state, [team], reason, events, code="sudden_death_gain")
            return
    for team in lost:
        if team in contenders:
            contenders.remove(team)
            events.append(Event("out_of_contention", {"team": team}))
    _drop_empty_teams(state, events)
    if len(contenders) == 1:
        reason = "sudden death: the last tied team in contention"
        finish(state, list(contenders), reason, events, code="sudden_death_last")


def _drop_empty_teams(state: WinkyBillyTable, events: list[Event]) -> None:
    for team in range(state.teams):
        if state.tokens[team] == 0 and not state.out[team]:
            drop(state, team, events)


def drop(state: WinkyBillyTable, team: int, events: list[Event]) -> None:
    """W14: a team at 0 tokens leaves the table; its hands are shuffled into the pile."""
    state.out[team] = True
    for s in state.seats_of(team):
        state.pile.extend(state.hands[s])
        state.hands[s] = []
        state.done[s] = False
    shuffle(state.rng, state.pile)
    events.append(Event("team_out", {"team": team, "seats": list(state.seats_of(team))}))


def finish(
    state: WinkyBillyTable,
    teams: list[int],
    reason: str,
    events: list[Event],
    *,
    code: str,
    seats: dict[str, int] | None = None,
    **params: Any,
) -> None:
    """The end: `reason` in English (third person), `code` its catalogue text `end.<code>`."""
    state.phase = OVER
    state.next_at = INF
    state.winner_teams = teams
    state.end = End(reason, code, dict(seats or {}), params)
    events.append(Event("game_over", {"teams": list(teams), "end": state.end.to_json()}))
