"""A recording made on the spot from a seeded table of bots, for the scenes and the replay
benchmark (no file of the player's needed): the table is played on the sim clock by the bots, its
trace written to memory and read back, exactly as `simulate --trace` writes and `replay` reads.
`wink_recording` plays a table of the first game (Wink) with chosen thinking times;
`game_recording` any game's, by its spec's own `simulate --bots` runner."""

from __future__ import annotations

import io
from functools import cache

from ...bots.director import TableArgs, TableDirector
from ...bots.profile import BotProfile
from ...bots.recording import Recording
from ...bots.runs import STEP
from ...bots.trace import TraceWriter
from ...games import game_spec, specs
from ...rules.engine import Engine
from ...setup import SeatSetup, TableSetup, fit_seats
from ...social.profile import SocialProfile
from ...store.levels import load_difficulties, load_personalities

MAX_S = 3600.0  # no sample plays longer than this, whatever its bots do
LONG_THINK_S = (15.0, 27.0)  # bots who look around this long on their turn play a ~10-minute game


def engines() -> dict[str, Engine]:
    return {spec.name: spec.engine for spec in specs()}


def wink_recording(
    players: int,
    seed: int,
    level: str = "normal",
    think_s: tuple[float, float] | None = None,
    until: float = MAX_S,
) -> Recording:
    """A table of the first game (Wink) with its default options and `players` bots of `level`
    (named after the shipped personalities), dealt with `seed`, played until its end or `until`
    seconds, recorded and read back. `think_s`: how long each bot looks round on its turn (longer:
    a longer game)."""
    spec = specs()[0]
    names = [p.name for p in load_personalities()][:players]
    bots = tuple(SeatSetup(kind="bot", name=n, personality=n) for n in names)
    setup = fit_seats(TableSetup(spec.name, players, {}, bots, seed), names)
    state = setup.new_state()
    assert spec.policy is not None, f"{spec.name} has no bots"
    level_values = load_difficulties()[level]
    profile = (SocialProfile.from_mapping(level_values), BotProfile.from_mapping(level_values))
    out = io.StringIO()
    director = TableDirector(
        state,
        spec.policy.load()(TableArgs(worker=False)),
        dict.fromkeys(range(players), profile),
        seed=seed,
        think_s=think_s,
        trace=TraceWriter(out).game(0),
    )
    while not state.is_over() and director.t < until:
        director.step(STEP)
    director.close()
    return Recording(out.getvalue().splitlines(), engines())


@cache
def scene_wink_recording(players: int, seed: int) -> Recording:
    """`wink_recording(players, seed)` made once per process: the replay scene and the missed-winks
    reel watch the same game, and a process that renders every scene (`screenshot --all`, the
    tests) plays it once (a few seconds); nobody changes a recording."""
    return wink_recording(players, seed)


@cache
def long_wink_recording(seed: int = 1) -> Recording:
    """An 8-seat Wink game at its default table of about ten minutes (586 s, 61 actions with seed
    1): what the replay benchmark seeks in and plays. Made once per process (a few seconds);
    nobody changes a recording."""
    return wink_recording(8, seed, think_s=LONG_THINK_S)


@cache
def game_recording(game: str, players: int, seed: int, level: str = "normal") -> Recording:
    """A whole game of `game` played by `players` bots of `level` (named after the shipped
    personalities), dealt with `seed`, as `simulate GAME --bots LEVEL --trace` records it. Made
    once per process (a second or two); nobody changes a recording."""
    spec = game_spec(game)
    if spec.simulate is None:
        raise ValueError(f"{spec.title} has no bots to play it")
    values = load_difficulties()[level]
    profile = (SocialProfile.from_mapping(values), BotProfile.from_mapping(values))
    names = [p.name for p in load_personalities()][:players]
    out = io.StringIO()
    config = {**spec.defaults(), "players": players, "names": names}
    simulate_bots = spec.simulate.load()
    simulate_bots(
        dict.fromkeys(range(players), profile), [level] * players, 1, seed, TraceWriter(out), **config
    )
    return Recording(out.getvalue().splitlines(), engines())
