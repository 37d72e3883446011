"""The guided start of practice on its clock: every step answered right in turn, each mistake
explained and the trial played again, a shown step opened to Next only once its wink was seen."""

from __future__ import annotations

import pytest

from game.practice.guide import NAMES, STEPS, VIEWER, Phase, PracticeGuide, Verdict

FRAME = 1 / 60


def run_to(guide: PracticeGuide, until: float, t: float) -> tuple[float, list]:
    """Frames from `t` to `until`, the wink presented on the frame its eye is shut."""
    said = []
    while t < until:
        t += FRAME
        wink = guide.wink_signal()
        if wink is not None and t >= wink.closed_from:
            guide.presented(t)
        out = guide.update(t)
        if out is not None:
            said.append(out)
    return t, said


def answer_right(guide: PracticeGuide, t: float) -> float:
    """Answer the current step as a person would: at the wink, 400 ms after it shows; or wait."""
    step = guide.step
    wink = guide.wink_signal()
    if step.shown:
        t, _ = run_to(guide, wink.end + FRAME, t)
    elif wink is None:
        t, said = run_to(guide, guide.started_at + step.length_s + FRAME, t)
        assert said and said[-1].verdict is Verdict.LET_GO
    else:
        t, _ = run_to(guide, wink.closed_from + 0.4, t)
        said = guide.answer(step.answer, t)
        assert said is not None and said.verdict is Verdict.HIT
        assert said.rt_ms == pytest.approx(400, abs=20)
    assert guide.can_next()
    guide.next(t)
    return t


def test_every_step_answered_right_ends_the_guide() -> None:
    guide = PracticeGuide()
    guide.begin(0.0)
    t = 0.0
    seen = []
    while not guide.over:
        seen.append(guide.step.name)
        t = answer_right(guide, t)
    assert tuple(seen) == NAMES
    assert guide.index == len(STEPS)


def test_a_shown_step_opens_next_only_after_its_wink() -> None:
    guide = PracticeGuide()
    guide.begin(0.0)
    assert not guide.next(0.5)
    t, _ = run_to(guide, 2.0, 0.0)
    assert guide.doing(1.1) == "blink" and guide.doing(3.5) == "wink"
    assert not guide.can_next()
    t, _ = run_to(guide, 8.0, t)  # it loops on meanwhile, not a new try
    assert guide.attempts == 1
    assert guide.next(t) and guide.step.name == "catch"


def at_step(name: str) -> PracticeGuide:
    guide = PracticeGuide(NAMES.index(name))
    guide.begin(0.0)
    return guide


def test_an_answer_at_the_blink_is_explained_and_the_trial_repeats() -> None:
    guide = at_step("catch")
    t, _ = run_to(guide, 1.4, 0.0)  # the blink is on
    said = guide.answer(0, t)
    assert said is not None and said.verdict is Verdict.BLINK
    assert guide.phase is Phase.TOLD
    assert guide.answer(0, t + 3) is None  # nothing more is taken until Next
    guide.next(t + 1)
    assert guide.phase is Phase.WATCH and guide.attempts == 2 and guide.step.name == "catch"
    answer_right(guide, t + 1)


def test_a_false_start_before_the_late_wink() -> None:
    guide = at_step("wait")
    t, _ = run_to(guide, 4.5, 0.0)  # after both blinks, before the wink
    said = guide.answer(0, t)
    assert said is not None and said.verdict is Verdict.FALSE_START


def test_an_answer_under_120_ms_after_the_wink_is_a_false_start() -> None:
    guide = at_step("catch")
    wink = guide.wink_signal()
    t, _ = run_to(guide, wink.closed_from + FRAME, 0.0)
    said = guide.answer(0, t + 0.05)
    assert said is not None and said.verdict is Verdict.FALSE_START


def test_a_missed_wink() -> None:
    guide = at_step("catch")
    _, said = run_to(guide, 12.0, 0.0)
    assert [s.verdict for s in said] == [Verdict.MISSED]
    assert guide.phase is Phase.TOLD


def test_nobody_winks_an_answer_is_a_false_alarm() -> None:
    guide = at_step("nobody")
    assert guide.wink_signal() is None
    said = guide.answer(0, 2.0)
    assert said is not None and said.verdict is Verdict.FALSE_ALARM


def test_two_faces_naming_the_face_winked_at_is_the_wrong_face() -> None:
    guide = at_step("two_faces")
    wink = guide.wink_signal()
    assert (wink.seat, wink.target) == (0, 1)
    t, _ = run_to(guide, wink.closed_from + 0.3, 0.0)
    assert guide.gaze(0, t) == 1 and guide.gaze(1, t) == VIEWER
    said = guide.answer(1, t)
    assert said is not None and said.verdict is Verdict.WRONG_FACE and said.named == 1


def test_a_face_shuts_one_eye_to_wink_and_both_to_blink() -> None:
    guide = at_step("wink_or_blink")
    blink = guide.pose(0, 1.2)
    wink = guide.pose(0, 3.5)
    assert blink.left < 0.5 and blink.right < 0.5
    assert wink.left < 0.5 and wink.right == 1.0


def test_resumed_at_a_step_and_past_the_end() -> None:
    assert PracticeGuide(3).step.name == "nobody"
    assert PracticeGuide(len(STEPS)).over
