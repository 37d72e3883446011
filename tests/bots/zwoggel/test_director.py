"""The Zwoggel table on the sim clock: bots paced for a watcher, humans acting through the
director, and a worker process that never holds up a tick."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.bots.director import TableDirector
from game.bots.profile import BOT_EXPERT, BOT_NORMAL
from game.bots.zwoggel.policy import FIRST_ACTION_S, NEXT_ACTION_S, ZwoggelPolicy
from game.bots.zwoggel.thinker import Thinker
from game.rules.core import IllegalAction
from game.rules.zwoggel import Place, Reveal, new_game
from game.social.gaze import GRID
from game.social.profile import NORMAL

from .helpers import QUICK_EXPERT, STEP, play_until, table


def test_bots_play_whole_games_at_a_pace_a_watcher_can_follow() -> None:
    records: list[dict] = []
    director = table([BOT_NORMAL, QUICK_EXPERT], seed=2, trace=records.append)
    play_until(director, 10_000)
    assert director.state.is_over()
    actions = [r for r in records if r["kind"] == "action"]
    assert len(actions) == len(director.state.history) and records[-1]["kind"] == "truth"
    began = 0.0
    for before, after in zip([None, *actions], actions, strict=False):
        gap = after["t"] - (before["t"] if before else 0.0)
        if before is None or before["seat"] != after["seat"]:  # the first reveal of a turn
            assert FIRST_ACTION_S[0] - STEP <= gap <= FIRST_ACTION_S[1] + STEP, (after, gap)
            began = after["t"]
        else:
            assert NEXT_ACTION_S[0] - STEP <= gap <= NEXT_ACTION_S[1] + STEP, (after, gap)
        assert after["t"] >= began
    json.dumps(records)  # the trace is JSON lines


def test_the_tally_keeps_each_bots_decisions_and_the_zwoggels_caught() -> None:
    director = table([BOT_NORMAL, QUICK_EXPERT], seed=5)
    play_until(director, 10_000)
    tally, state = director.tally, director.state
    assert [tally.by_seat[s]["caught"] for s in range(2)] == [len(p) for p in state.caught]
    assert len(tally.decision_ms[0]) + len(tally.decision_ms[1]) == len(state.history)
    assert max(tally.playouts[0]) == 0 < max(tally.playouts[1])
    assert tally.turns == state.turn


def test_a_human_acts_through_the_director_and_a_refused_action_changes_nothing() -> None:
    state = new_game(2, seed=4, first_seat=0)
    director = TableDirector(state, ZwoggelPolicy(), {1: (NORMAL, BOT_NORMAL)}, seed=4)
    for _ in range(300):
        director.step(STEP)
    assert state.history == []  # the human's turn: the bot waits
    with pytest.raises(IllegalAction):
        director.human_act(Reveal(0, 7, 7))
    with pytest.raises(IllegalAction):
        director.human_act(Reveal(1, 0, 0))  # the bot's seat
    assert state.history == []
    events = director.human_act(Reveal(0, 0, 0))
    assert events[0].kind == "reveal"
    director.human_act(Reveal(0, 1, 0))
    colours = director.observe(0)["hand"]
    for colour, cell in zip(colours, [(2, 0), (2, 1), (2, 2)], strict=True):
        director.human_act(Place(0, 0 if colour == "red" else 1, *cell))
    assert state.current == 1 and director.thinking() is None
    play_until(director, 6)
    assert len(state.history) == 6 and state.history[-1].seat == 1


def test_the_others_look_at_a_player_as_its_turn_begins_then_at_the_board() -> None:
    director = table([BOT_NORMAL] * 3, seed=1, first_seat=0)
    director.step(STEP)
    policy = director.policy
    assert policy.gaze(director, 0, director.bots[0]) == GRID  # its own turn: the board
    assert policy.gaze(director, 1, director.bots[1]) == 0
    for _ in range(60):
        director.step(STEP)
    assert policy.gaze(director, 1, director.bots[1]) == GRID


def test_a_search_runs_in_a_worker_and_never_holds_up_a_tick() -> None:
    state = new_game(2, seed=3, first_seat=0)
    director = TableDirector(
        state, ZwoggelPolicy("process"), {0: (NORMAL, BOT_EXPERT), 1: (NORMAL, BOT_NORMAL)}, seed=3
    )
    try:
        slowest, seen_thinking = 0.0, set()
        deadline = time.monotonic() + 60
        while len(state.history) < 7 and time.monotonic() < deadline:
            start = time.perf_counter()
            director.step(STEP)
            slowest = max(slowest, time.perf_counter() - start)
            seen_thinking.add(director.thinking())
            time.sleep(0.002)
        assert len(state.history) >= 7
        assert 0 in seen_thinking  # the expert's searches ran in the worker
        assert slowest < 0.25, slowest  # a tick waits for nobody (a generous bound for a busy machine)
    finally:
        director.close()
    director.close()  # idempotent
    assert director.thinking() is None


def test_a_thinker_runs_inline_or_in_a_process_only() -> None:
    with pytest.raises(ValueError, match="inline or process"):
        Thinker("thread")
    thinker = Thinker()
    assert thinker.poll() is None and thinker.thinking() is None
    thinker.close()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process states from /proc")
def test_the_search_worker_ends_when_the_game_process_dies_without_closing_it() -> None:
    """A pool's worker holds both ends of its task queue: without a watch on its parent it would
    wait forever once the game was killed (it did: orphans were found after killed games)."""
    game = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import time; from game.bots.zwoggel.thinker import Thinker\n"
            "t = Thinker('process'); t._pool.submit(int).result(timeout=60)\n"
            "print(*t._pool._processes, flush=True); time.sleep(120)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert game.stdout is not None
        workers = [int(pid) for pid in game.stdout.readline().split()]
        assert workers and all(alive(pid) for pid in workers)
        game.kill()  # no clean-up of any kind
        game.wait(timeout=10)
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in workers)
    finally:
        game.kill()


def alive(pid: int) -> bool:
    """The process runs (a zombie waiting for its reaper has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"
