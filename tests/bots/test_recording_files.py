"""Recording files: the versioned format's header, what `simulate --trace` writes read back, and
every damaged or foreign file refused with one sentence (`RecordingError`)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from game.bots.director import TableDirector
from game.bots.profile import BOT_NORMAL
from game.bots.recording import Recording, RecordingError
from game.bots.trace import FORMAT, TraceWriter
from game.bots.wink.policy import WinkPolicy
from game.cli.main import main
from game.games import specs
from game.rules import wink
from game.social.profile import EXPERT, NORMAL
from game.store.files import write_json_atomic

from .replaying import ENGINES, STEP

SEED = 4


def short_table(seconds: float = 40.0) -> tuple[TableDirector, str]:
    """A Wink table of three bots and a human, recorded for `seconds` (not to its end)."""
    out = io.StringIO()
    state = wink.new_game("wink-fr", 4, seed=SEED, names=["Ana", "Bo", "Cy", "Di"])
    bots = {s: (EXPERT if s == 2 else NORMAL, BOT_NORMAL) for s in (1, 2, 3)}
    setup = {"game": "wink", "seats": ["Ana", "Bo", "Cy", "Di"]}
    director = TableDirector(
        state, WinkPolicy(), bots, seed=SEED, trace=TraceWriter(out).game(0), setup=setup
    )
    while director.t < seconds:
        director.step(STEP)
        if state.current == 0 and not state.is_over():
            director.human_act(state.legal_actions(0)[0])
    return director, out.getvalue()


@pytest.fixture(scope="module")
def table() -> tuple[TableDirector, str]:
    return short_table()


@pytest.fixture
def lines(table: tuple[TableDirector, str]) -> list[str]:
    return table[1].splitlines()


def records(lines: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in lines]


def refusal(lines: list[str], game: int = 0) -> str:
    with pytest.raises(RecordingError) as refused:
        Recording(lines, ENGINES, game)
    message = str(refused.value)
    assert "\n" not in message and message.count(". ") == 0 and not message.endswith(".")  # one sentence
    return message


def line_of(lines: list[str], kind: str, start: int = 1) -> int:
    """The index of the first line of `kind` from `start`."""
    return next(i for i in range(start, len(lines)) if json.loads(lines[i])["kind"] == kind)


def changed(lines: list[str], i: int, **fields: Any) -> list[str]:
    record = json.loads(lines[i]) | fields
    return [*lines[:i], json.dumps({k: v for k, v in record.items() if v is not DROP}), *lines[i + 1 :]]


DROP = object()


# ------------------------------------------------------------------ the format
def test_each_game_begins_with_a_header_of_the_format_and_what_only_it_knows(
    table: tuple[TableDirector, str],
) -> None:
    director, text = table
    head = json.loads(text.splitlines()[0])
    saved = director.state.to_json()
    social = director.social
    assert head == {
        "t": 0.0,
        "kind": "table",
        "format": FORMAT,
        "engine": "wink",
        "config": saved["config"],
        "seed": SEED,
        "names": ["Ana", "Bo", "Cy", "Di"],
        "humans": [0],
        "faces": [
            {"phase": social.phase[s], "idle_motion": social.profiles[s].idle_motion} for s in range(4)
        ],
        "history": [],
        "setup": {"game": "wink", "seats": ["Ana", "Bo", "Cy", "Di"]},
        "facts": {},
        "game": 0,
    }
    assert FORMAT == 2


def test_times_and_durations_are_written_exactly_and_actions_as_the_engines_json(
    table: tuple[TableDirector, str],
) -> None:
    director, text = table
    recs = records(text.splitlines())
    assert {"gaze", "signal", "fidget", "expression", "action", "perceived"} <= {r["kind"] for r in recs}
    assert any(r["t"] != round(r["t"], 4) for r in recs)  # not rounded
    actions = [r for r in recs if r["kind"] == "action"]
    assert [r["move"] for r in actions] == [wink.ENGINE.action_to_json(a) for a in director.state.history]
    signals = [r for r in recs if r["kind"] == "signal"]
    assert all(r["start"] == r["t"] and r["end"] == r["start"] + r["duration"] for r in signals)
    fidgets = [r for r in recs if r["kind"] == "fidget"]
    shown = [r for r in recs if r["kind"] == "expression" and r["expression"] != "neutral"]
    assert all(any(f["t"] == e["t"] and f["duration"] == e["duration"] for f in fidgets) for e in shown)


def test_a_recording_reads_back_what_the_table_was(table: tuple[TableDirector, str]) -> None:
    director, text = table
    recording = Recording(text.splitlines(), ENGINES)
    assert recording.engine is wink.ENGINE and recording.seed == SEED and recording.games == (0,)
    assert recording.names == ("Ana", "Bo", "Cy", "Di") and recording.humans == {0}
    assert recording.bots == {1, 2, 3} and recording.setup == {
        "game": "wink",
        "seats": ["Ana", "Bo", "Cy", "Di"],
    }
    assert [a for _, a in recording.actions] == director.state.history and not recording.over
    assert recording.end == max(r["t"] for r in records(text.splitlines()))
    table = recording.table()
    table.seek(director.t)
    assert table.state.to_json() == director.state.to_json()
    assert [table.social.pose(s) for s in range(4)] == [director.social.pose(s) for s in range(4)]


@pytest.mark.parametrize("spec", [s for s in specs() if s.face_bots], ids=lambda s: s.name)
def test_simulate_writes_a_file_the_reader_reads_every_game_of(
    spec: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "trace.jsonl"
    players = str(spec.player_counts({}).start)
    assert (
        main(
            [
                "simulate",
                spec.name,
                "--bots",
                "normal",
                "--players",
                players,
                "--games",
                "2",
                "--trace",
                str(path),
            ]
        )
        == 0
    )
    capsys.readouterr()
    for game in (0, 1):
        recording = Recording.read(path, ENGINES, game)
        assert recording.engine is spec.engine and recording.games == (0, 1) and recording.seed == game
        assert recording.humans == frozenset() and recording.setup is None and recording.over
        table = recording.table()
        while not table.over:
            table.step(STEP)
        assert len(table.state.history) == len(recording.actions) and table.t == recording.actions[-1][0]
    assert "no game 2" in refusal(path.read_text(encoding="utf-8").splitlines(), game=2)


# ------------------------------------------------------------------ refused, in one sentence
FOREIGN = "not a Winkhouse table recording"


def test_a_line_that_is_not_json_is_refused(lines: list[str]) -> None:
    assert refusal([*lines[:2], "{not json", *lines[3:]]) == f"{FOREIGN}: line 3 is not JSON"


def test_a_truncated_last_line_is_refused(lines: list[str]) -> None:
    cut = [*lines[:-1], lines[-1][: len(lines[-1]) // 2]]
    assert refusal(cut) == f"{FOREIGN}: line {len(lines)} is not JSON"


def test_a_game_that_does_not_begin_with_its_header_is_refused(lines: list[str]) -> None:
    kind = json.loads(lines[1])["kind"]
    message = refusal([lines[1], lines[0], *lines[2:]])
    assert message == f"game 0 of this recording begins with a {kind!r} record, not its table header"


def test_another_format_version_is_refused(lines: list[str]) -> None:
    assert refusal(changed(lines, 0, format=3)) == "this recording is format 3; this version reads format 2"
    assert refusal(changed(lines, 0, format=1)) == "this recording is format 1; this version reads format 2"
    assert refusal(lines[1:]) == (  # a trace from before headers
        "this recording has no table header: it is format 1, and this version reads format 2"
    )
    assert (
        refusal(changed(lines, 0, format="2"))
        == "the table header of game 0 is damaged: it has no format version"
    )


def test_a_foreign_json_file_is_refused(tmp_path: Path) -> None:
    assert refusal(['{"name": "winkhouse", "version": "1.0"}']) == f"{FOREIGN}: line 1 is not a trace record"
    assert refusal(["[1, 2, 3]"]) == f"{FOREIGN}: line 1 is not a trace record"
    assert refusal(['{"kind": "gaze", "game": "0"}']) == f"{FOREIGN}: line 1 is not a trace record"
    assert refusal(["NaN"]) == f"{FOREIGN}: line 1 is not JSON"
    binary = tmp_path / "picture.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    with pytest.raises(RecordingError, match=f"^{FOREIGN}: it is not text$"):
        Recording.read(binary, ENGINES)


def test_a_save_file_of_ours_is_refused_and_named(tmp_path: Path) -> None:
    state = wink.new_game("wink-fr", 4, seed=1)
    path = tmp_path / "save.json"
    write_json_atomic(path, state.to_json())  # as the game saves it: indented, over many lines
    with pytest.raises(RecordingError) as refused:
        Recording.read(path, ENGINES)
    assert str(refused.value) == f"{FOREIGN}: it is a saved 'wink' game"
    assert refusal([json.dumps(state.to_json())]) == f"{FOREIGN}: it is a saved 'wink' game"


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    assert refusal([]) == refusal(["", "  "]) == f"{FOREIGN}: the file is empty"
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(RecordingError, match="the file is empty"):
        Recording.read(empty, ENGINES)


def test_a_game_the_file_does_not_hold_is_refused(lines: list[str]) -> None:
    assert refusal(lines, game=3) == "this recording holds game 0 only; it has no game 3"
    second = [json.dumps(json.loads(line) | {"game": 1}) for line in lines]
    assert refusal(lines + second, game=2) == "this recording holds games 0 to 1; it has no game 2"
    assert Recording(lines + second, ENGINES, 1).game == 1


def test_an_action_the_rules_refuse_is_refused(lines: list[str]) -> None:
    i = line_of(lines, "action")
    move = json.loads(lines[i])["move"]
    other = (move["seat"] + 1) % 4
    assert refusal(changed(lines, i, move=move | {"seat": other})) == (
        f"line {i + 1} of this recording holds an action the rules refuse (not_your_turn)"
    )
    assert refusal(changed(lines, i, move={"kind": "fly"})).startswith(
        f"line {i + 1} of this recording is damaged: its move is not a Wink action"
    )
    assert refusal(changed(lines, i, move=DROP)) == (
        f"line {i + 1} of this recording is damaged: its move is not a JSON object"
    )


@pytest.mark.parametrize(
    ("kind", "fields", "words"),
    [
        ("gaze", {"seat": "1"}, "its seat is not a seat of the table"),
        ("gaze", {"seat": True}, "its seat is not a seat of the table"),
        ("gaze", {"seat": 9}, "its seat is not a seat of the table"),
        ("gaze", {"target": "ceiling"}, "its target is not a seat, the grid or the hand"),
        ("gaze", {"t": "0.5"}, "its t is not a number"),
        ("gaze", {"t": -1.0}, "its time goes back"),
        ("signal", {"start": DROP}, "its start is not a number"),
        ("signal", {"duration": 0.0}, "its duration is not a number of seconds above 0"),
        ("signal", {"signal": "sneeze"}, "its signal 'sneeze' is no signal a face makes"),
        ("signal", {"eye": "middle"}, "its eye is not left, right, none or null"),
        ("fidget", {"fidget": 3}, "its fidget is not a text"),
        ("action", {"seat": 1.0}, "its seat is not a seat of the table"),
        ("gaze", {"kind": "sneeze"}, "its kind 'sneeze' is none of format 2's"),
    ],
)
def test_a_record_with_wrong_types_is_refused(lines: list[str], kind: str, fields: dict, words: str) -> None:
    i = line_of(lines, kind, start=2)
    assert refusal(changed(lines, i, **fields)) == f"line {i + 1} of this recording is damaged: {words}"


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"engine": "chess"}, "this recording is of a game this version does not know: 'chess'"),
        ({"seed": -1}, "the table header of game 0 is damaged: its seed is not a whole number from 0"),
        ({"seed": 1.5}, "the table header of game 0 is damaged: its seed is not a whole number"),
        (
            {"names": ["Ana"]},
            "the table header of game 0 is damaged: its names are not those of the game its config deals",
        ),
        ({"humans": [7]}, "the table header of game 0 is damaged: its humans are not seats of the table"),
        ({"faces": []}, "the table header of game 0 is damaged: its faces are not one per seat"),
        (
            {"faces": [{"phase": 1.0}] * 4},
            "the table header of game 0 (face 0) is damaged: its idle_motion is not a number",
        ),
        ({"setup": "wink"}, "the table header of game 0 is damaged: its setup is not a JSON object"),
        (
            {"history": [{"kind": "call", "seat": 3, "number": 1}]},
            "the table header of game 0 is damaged: move 1 of its history is refused by the rules",
        ),
    ],
)
def test_a_damaged_header_is_refused(lines: list[str], fields: dict, words: str) -> None:
    assert refusal(changed(lines, 0, **fields)) == words


def test_a_config_that_deals_no_game_is_refused(lines: list[str]) -> None:
    head = json.loads(lines[0])
    message = refusal(changed(lines, 0, config=head["config"] | {"preset": "poker"}))
    assert message.startswith("the table header of game 0 is damaged: its config deals no Wink game (")


def test_a_second_header_in_one_game_is_refused(lines: list[str]) -> None:
    assert (
        refusal([*lines[:3], lines[0], *lines[3:]])
        == "line 4 of this recording is a second table header for game 0"
    )


def test_a_team_games_header_holds_each_teams_secret_signal_and_a_screen_record_whose_view() -> None:
    """What the bots were dealt besides the state (WinkyBilly's signals) is in the header, for a
    replay to tell each seat its own team's; a live table's screen records are read back."""
    from game.bots.winkybilly.policy import WinkyBillyPolicy
    from game.rules import winkybilly

    out = io.StringIO()
    state = winkybilly.new_game(4, seed=SEED)
    signals = {0: "nod", 1: "tilt"}
    sink = TraceWriter(out).game(0)
    director = TableDirector(
        state, WinkyBillyPolicy(signals), {1: (NORMAL, BOT_NORMAL)}, seed=SEED, trace=sink
    )
    sink({"t": 0.0, "kind": "screen", "seat": 0})
    for _ in range(300):
        director.step(STEP)
    sink({"t": director.t, "kind": "screen", "seat": None})
    for _ in range(300):
        director.step(STEP)
    recording = Recording(out.getvalue().splitlines(), ENGINES)
    assert recording.facts == {"signals": {"0": "nod", "1": "tilt"}}
    assert recording.actions and set(recording.screens) <= {0, None}
    first_after = next(i for i, (t, _a) in enumerate(recording.actions) if t > 300 * STEP)
    assert recording.screens[0] == 0 and recording.screens[first_after] is None
    damaged = out.getvalue().replace('"kind":"screen","seat":0', '"kind":"screen","seat":9')
    assert refusal(damaged.splitlines()).endswith("is damaged: its seat is not a seat of the table")
