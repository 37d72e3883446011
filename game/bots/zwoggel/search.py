"""The expert's search: determinized Monte Carlo over the cards it cannot see.

A handful of candidate actions (the safest reveals; traps, fake traps and quiet cells for a
place) are each tried in the same possible worlds (`zwoggel_world`), played on a few turns by
quick normal players (`zwoggel_rollout`) and scored: a win, a loss, or the Zwoggels caught on
each side. Weak candidates are dropped as playouts come in (successive halving).

The number of playouts follows the level's budget (`PLAYOUTS_PER_MS` a millisecond), so a seeded
game replays the same on any machine; in live play the wall clock stops it at the budget too.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any

from ...rules.zwoggel import ZwoggelObservation
from ...rules.zwoggel.actions import Action, Place, Reveal
from ...rules.zwoggel.state import ZwoggelState
from .beliefs import Beliefs
from .board import Cell, free_cells, held, own_seat, trap_colours
from .rollout import play_on
from .world import Template

SEARCH_FROM_MS = 200.0  # a smaller budget weighs the risks without searching (see zwoggel_bot)
PLAYOUTS_PER_MS = 0.5  # playouts a millisecond of budget buys, measured on a slow machine
HORIZON_TURNS = 4  # how many turns a playout looks ahead
CAUGHT_WORTH = 0.3  # one Zwoggel caught, against a whole game won (1)
RISK_MARGIN = 0.35  # reveals riskier than the safest by more than this are not tried
MOST_CANDIDATES = 8


def search(
    obs: ZwoggelObservation,
    memory: Mapping[str, Any],
    budget_ms: float,
    rng: random.Random,
    deterministic: bool,
) -> tuple[Action, int]:
    """The best candidate action after the budget's playouts, and how many playouts ran."""
    beliefs = Beliefs(obs, memory, read_placements=True)
    seat = own_seat(obs)
    candidates = (
        reveal_candidates(beliefs, seat, rng)
        if obs["phase"] == "reveal"
        else place_candidates(obs, beliefs, rng)
    )
    if len(candidates) == 1:
        return candidates[0], 0
    template = Template(obs, beliefs)
    budget = max(len(candidates), int(budget_ms * PLAYOUTS_PER_MS))
    deadline = None if deterministic else time.perf_counter() + budget_ms / 1000
    totals = [0.0] * len(candidates)
    counts = [0] * len(candidates)
    alive = list(range(len(candidates)))
    phases = max(1, math.ceil(math.log2(len(candidates))))
    playouts = 0
    for phase in range(phases):
        rounds = max(1, budget // (phases * len(alive)))
        for _ in range(rounds):
            if deadline is not None and time.perf_counter() > deadline:
                break
            world = template.world(rng)
            seed = rng.getrandbits(32)
            for i in alive:
                totals[i] += playout(world, candidates[i], seat, seed)
                counts[i] += 1
                playouts += 1
        if phase < phases - 1:
            alive.sort(key=lambda i: -totals[i] / max(1, counts[i]))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
    best = max(alive, key=lambda i: (totals[i] / max(1, counts[i]), -i))
    return candidates[best], playouts


def playout(world: ZwoggelState, action: Action, seat: int, seed: int) -> float:
    """`action` in a copy of `world`, played on a few turns, scored for `seat` from -1 to 1."""
    state = world.copy()
    state.apply(action)
    play_on(state, HORIZON_TURNS, random.Random(seed))
    return score(state, seat)


def score(state: ZwoggelState, seat: int) -> float:
    """A win is 1 and a loss -1; otherwise each Zwoggel caught by another seat is worth a little."""
    if state.is_over():
        winners = state.winners_
        return 1.0 / len(winners) if seat in winners else -1.0
    mine = len(state.caught[seat])
    others = [len(p) for s, p in enumerate(state.caught) if s != seat]
    return CAUGHT_WORTH * (sum(others) / len(others) - mine)


def reveal_candidates(beliefs: Beliefs, seat: int, rng: random.Random) -> list[Action]:
    """The face-down cards nearly as safe as the safest, safest first."""
    cells = sorted(beliefs.down)
    rng.shuffle(cells)
    risks = {c: beliefs.risk(c) for c in cells}
    low = min(risks.values())
    near = sorted((c for c in cells if risks[c] <= low + RISK_MARGIN), key=lambda c: risks[c])
    return [Reveal(seat, x, y) for x, y in near[:MOST_CANDIDATES]]


def place_candidates(obs: ZwoggelObservation, beliefs: Beliefs, rng: random.Random) -> list[Action]:
    """For each colour held: traps (the colour closes a line there), fake traps (the other colour
    would), and a few quiet cells."""
    seat = own_seat(obs)
    free = free_cells(obs)
    rng.shuffle(free)
    traps = {c: trap_colours(beliefs.up, c) for c in free}
    quiet = [c for c in free if not traps[c]]
    out: list[Action] = []
    for colour in sorted(set(held(obs))):
        real = [c for c in free if colour in traps[c]]
        fake = [c for c in free if traps[c] and colour not in traps[c]]
        for cell in real[:2] + fake[:1] + quiet[:1]:
            out.append(_place(seat, colour, cell))
    if not out:
        out = [_place(seat, colour, free[0]) for colour in sorted(set(held(obs)))]
    return out[:MOST_CANDIDATES]


def _place(seat: int, colour: int, cell: Cell) -> Place:
    return Place(seat, colour, cell[0], cell[1])
