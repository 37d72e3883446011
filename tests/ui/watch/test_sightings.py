"""What a watched table's trace says of its faces: a wink aimed at a face, the bots whose eyes
caught it, a blink taken for a wink (a mistake, with what the face really did), an idle gesture
seen for what it was; and the choice kept in the settings, a bad line giving the default."""

from __future__ import annotations

from game.setup import DIFFICULTIES
from game.ui.watch import choice as choices
from game.ui.watch.choice import default_choice, read_choice, watchable
from game.ui.watch.sightings import Sightings


def signal(seat: int, kind: str, start: float, end: float, target: int | None = None) -> dict:
    return {
        "t": start,
        "kind": "signal",
        "seat": seat,
        "signal": kind,
        "target": target,
        "start": start,
        "end": end,
    }


def perceived(t: float, observer: int, of: int, kind: str, certainty: float = 0.7) -> dict:
    return {"t": t, "kind": "perceived", "seat": observer, "of": of, "signal": kind, "certainty": certainty}


def test_a_wink_and_the_eyes_that_caught_it() -> None:
    seen = Sightings()
    seen.write(signal(2, "wink", 10.0, 10.2, target=4))
    seen.write(perceived(10.3, 4, 2, "wink", 0.9))
    seen.write(perceived(10.35, 1, 2, "wink", 0.4))
    (wink,) = seen.shown(10.1)
    assert (wink.seat, wink.target, wink.kind) == (2, 4, "wink")
    assert wink.seen_by == {4: 0.9, 1: 0.4}
    assert seen.mistakes == []
    assert seen.shown(20.0) == []  # gone from the screen a while after


def test_a_blink_taken_for_a_wink_is_a_mistake_and_a_blink_seen_as_one_is_not() -> None:
    seen = Sightings()
    seen.write(signal(3, "blink", 5.0, 5.12))
    seen.write(perceived(5.2, 0, 3, "blink"))
    assert seen.mistakes == [] and seen.shown(5.1) == []  # a blink aims at nobody: no ring
    seen.write(perceived(5.25, 1, 3, "wink"))
    (mistake,) = seen.mistakes
    assert (mistake.observer, mistake.of, mistake.believed, mistake.actual) == (1, 3, "wink", "blink")
    seen.write(perceived(30.0, 2, 5, "wink"))  # a wink where the face did nothing at all
    assert seen.mistakes[-1].actual == ""


def test_an_idle_gesture_seen_for_what_it_was_is_no_mistake() -> None:
    seen = Sightings()
    seen.write({"t": 1.0, "kind": "fidget", "seat": 2, "fidget": "nod", "start": 1.0, "duration": 0.6})
    seen.write(perceived(1.4, 0, 2, "nod"))
    assert seen.mistakes == [] and seen.shown(1.2) == []
    seen.write(perceived(1.5, 0, 2, "smirk"))
    assert [m.believed for m in seen.mistakes] == ["smirk"]


def test_the_choice_reads_back_and_a_bad_line_gives_the_default() -> None:
    game = watchable()[0]
    choice = choices.with_level(choices.per_seat(default_choice(), True), 1, 1)
    assert choice.per_seat and choice.levels[1] == "expert"
    assert read_choice(choice.text()) == choice
    for bad in (
        "",
        "chess 4 normal",
        f"{game} 99 normal",
        f"{game} 5 wizard",
        f"{game} 5 normal normal",
        f"{game} x y",
    ):
        assert read_choice(bad) == default_choice()
    fewer = choices.with_players(choice, -1)
    assert fewer.players == choice.players - 1 and len(fewer.levels) == fewer.players
    assert all(level in DIFFICULTIES for level in fewer.levels)
    one = choices.per_seat(fewer, False)
    assert one.levels == (fewer.levels[0],)


def test_every_seat_of_the_table_is_a_bot_of_its_level() -> None:
    choice = choices.per_seat(default_choice(), True)
    choice = choices.with_level(choice, 0, -1)  # the first seat a beginner
    setup = choice.setup(seed=7)
    assert setup.humans() == []
    assert [s.difficulty for s in setup.seats] == list(choice.levels)
    assert len({s.name for s in setup.seats}) == setup.players


def test_once_over_the_faces_that_looked_and_saw_nothing_missed_it() -> None:
    seen = Sightings()
    seen.write(signal(2, "wink", 10.0, 10.2, target=4))
    seen.write(perceived(10.3, 1, 2, "wink"))
    looks = {0: 2, 1: 2, 3: 5, 4: 2, 5: 0}  # 0, 1 and the target 4 look at the winker; 3 and 5 elsewhere
    assert not seen.judge(10.5, 6, lambda seat, t: looks.get(seat, -1))  # its watchers' eyes still judging
    assert seen.judge(11.0, 6, lambda seat, t: looks.get(seat, -1))
    (wink,) = seen.shown(11.0)
    assert wink.missed_by == (0, 4)  # 1 caught it; 3 and 5 never looked
