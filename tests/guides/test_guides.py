"""The guides as data, their run, the scripted bots and the kept progress, without a window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.guides import EVENT, MOVE, NEXT, Cue, Expect, Guide, GuideRun, Step
from game.guides.guide import move_fields
from game.guides.run import DONE, MISTAKE, OVER, WAIT_NEXT
from game.guides.wink.lesson import STEPS, guide
from game.rules.wink import Call, Name
from game.store.guide_progress import GuideProgress, GuideRecord


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_the_wink_deal_suits_every_lesson() -> None:
    g = guide("Ana", 3)
    start = g.setup.new_state()
    assert start.current == 0 and [s.name for s in g.setup.seats] == ["Ana", "Margot", "Hugo", "Camille"]
    assert 24 in start.hands[2] and 17 in start.hands[0] and 13 in start.hands[3] and 6 in start.aside
    for i, s in enumerate(g.steps):  # every step's table can be reached by replaying the script
        state = g.state_at(i)
        if s.ends.kind == MOVE:
            assert s.ends.answer in state.legal_actions(0), s.name
            assert s.ends.met(MOVE, move_fields(s.ends.answer))
    assert not g.state_at(len(g.steps)).is_over()  # the guide ends before the game does


def test_a_step_ends_only_on_what_it_waits_for_and_refuses_other_moves() -> None:
    g = guide("Ana", 3)
    call = next(i for i, s in enumerate(g.steps) if s.name == "call")
    reached: list[str] = []
    run = GuideRun(g, call, 0.0, reached.append)
    assert reached == ["call"] and not run.waits_next()
    assert not run.judge_move(Call(0, 10)) and run.mistake == "guide.wink.call_mistake"
    assert run.judge_move(Call(0, 24))
    run.saw(MOVE, {"action": "call", "seat": 0, "number": 24}, 1.0)
    assert run.phase == DONE and run.waits_next()
    assert not run.judge_move(Call(0, 24)) and run.mistake == WAIT_NEXT  # read first
    assert run.next(2.0) and run.step.name == "partner_wink" and reached[-1] == "partner_wink"


def test_cues_come_on_time_repeat_while_waiting_and_a_cued_move_is_never_skipped() -> None:
    moves = (Cue(1, 5.0, "act", Call(1, 5)), Cue(2, 0.5, "look", target=0, every_s=2.0))
    steps = (
        Step("watch", "guide.wink.welcome", None, Expect(NEXT), cues=moves),
        Step("end", "guide.wink.welcome", None, Expect(EVENT, {"kind": "named_right"})),
    )
    g = Guide("wink", guide("Ana", 3).setup, 0, steps, "guide.wink.closing")
    run = GuideRun(g, 0, 0.0)
    assert run.due(0.4) == []
    assert [c.do for c in run.due(0.6)] == ["look"]
    assert run.due(0.7) == [] and [c.do for c in run.due(2.6)] == ["look"]  # again, 2 s later
    run.next(2.8)  # Next before the bot's move was due: the move is still made, at once
    assert run.step.name == "end" and [c.action for c in run.due(2.8)] == [Call(1, 5)]
    assert run.due(9.0) == []  # the last step's look is not repeated in this one
    assert not run.judge_move(Name(0, 1)) and run.mistake == MISTAKE
    run.saw(EVENT, {"kind": "named_right", "seat": 0}, 3.0)
    assert run.over and run.phase == OVER and run.line() == "guide.wink.closing"


def test_a_guide_is_checked_when_written() -> None:
    with pytest.raises(ValueError):
        Expect("click")
    with pytest.raises(ValueError):
        Cue(1, 0.0, "dance")
    with pytest.raises(ValueError):
        Guide("wink", guide("Ana", 3).setup, 0, (STEPS[0], STEPS[0]), "guide.wink.closing")


def test_progress_is_kept_per_profile_and_game(data_dir: Path) -> None:
    p = GuideProgress()
    assert p.offer("Ana", "wink")
    p.reached("Ana", "wink", "call")
    p.declined("Bo", "wink")
    again = GuideProgress()
    assert again.of("Ana", "wink") == GuideRecord(step="call")
    assert again.offer("Ana", "wink") and not again.offer("Bo", "wink") and again.offer("Bo", "zwoggel")
    again.finished("Ana", "wink")
    assert not GuideProgress().offer("Ana", "wink")


def test_damaged_records_are_left_out_and_the_file_kept_aside_first(data_dir: Path) -> None:
    path = data_dir / "guides.json"
    good = {"step": "call", "done": False, "skipped": True, "declined": False}
    data = {"version": 1, "profiles": {"Ana": {"wink": good, "zwoggel": {"step": 3}}, "Bo": "junk"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    p = GuideProgress()
    assert p.of("Ana", "wink").skipped and p.of("Ana", "zwoggel") == GuideRecord()
    assert p.problem is not None and "zwoggel" in p.problem
    assert json.loads((data_dir / "guides.bad-1.json").read_text(encoding="utf-8")) == data  # nothing lost
    p.reached("Bo", "wink", "hand")
    kept = json.loads(path.read_text(encoding="utf-8"))["profiles"]
    assert kept == {"Ana": {"wink": good}, "Bo": {"wink": {**good, "step": "hand", "skipped": False}}}


def test_a_newer_file_is_kept_aside_not_overwritten(data_dir: Path) -> None:
    path = data_dir / "guides.json"
    path.write_text(json.dumps({"version": 2, "players": {}}), encoding="utf-8")
    p = GuideProgress()
    assert p.offer("Ana", "wink")
    p.declined("Ana", "wink")
    assert json.loads((data_dir / "guides.bad-1.json").read_text(encoding="utf-8"))["version"] == 2


def test_a_real_time_guide_stands_still_while_the_player_reads() -> None:
    from dataclasses import replace as changed
    from typing import Any

    from game.bots.wink.policy import WinkPolicy
    from game.ui.guide.source import GuidedSource

    class Director:  # what GuidedSource asks of a director, counting its steps
        def __init__(self) -> None:
            self.policy: Any = WinkPolicy()
            self.stepped = 0
            self.t = 0.0
            self.social = type("Faces", (), {"signals": []})()
            self.state = None

        def step(self, dt: float) -> list[Any]:
            self.stepped += 1
            self.t += dt
            return []

    g = guide("Ana", 3)
    for real_time, moved in ((False, 2), (True, 0)):
        director = Director()
        source = GuidedSource(director, GuideRun(changed(g, real_time=real_time), 0, 0.0))  # type: ignore[arg-type]
        source.step(0.1)
        source.step(0.1)
        assert director.stepped == moved


def test_scripted_bots_look_around_and_do_nothing_else_until_cued() -> None:
    from game.bots.director import TableDirector
    from game.bots.profile import BotProfile
    from game.bots.wink.policy import WinkPolicy
    from game.guides.script import ScriptedPolicy
    from game.social.profile import SocialProfile

    g = guide("Ana", 3)
    state = g.state_at(next(i for i, s in enumerate(g.steps) if s.name == "margot_calls"))
    policy = ScriptedPolicy(WinkPolicy())
    bots = {s: (SocialProfile(), BotProfile()) for s in (1, 2, 3)}
    table = TableDirector(state, policy, bots, seed=5)
    gazes = set()
    for _ in range(60 * 30):  # half a minute: Margot's turn, and the bots' own policy would act
        assert table.step(1 / 60) == []
        gazes.add(tuple(table.social.looks()))
    assert len(gazes) > 5 and not table.tally.winks  # their eyes move; no move, no wink
    policy.cue(table, Cue(1, 0.0, "act", Call(1, 17)))
    policy.cue(table, Cue(2, 0.0, "signal", target=0, hold_s=0.6))  # Hugo holds 24, the player's call
    events = table.step(1 / 60)
    assert [e.kind for e in events][:1] == ["call"] and table.social.winking_at(2, table.t) is not None
