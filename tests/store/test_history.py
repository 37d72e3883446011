"""The history database: games kept and read back, migrations, damaged files, two writers at once."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from game.store import history_schema
from game.store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow, history_path
from game.store.notices import take_notices

WHEN = datetime(2026, 11, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))


def row(
    game: str = "wink",
    ana_won: bool = True,
    at: datetime = WHEN,
    level: str = "normal",
    humans: tuple[str, ...] = ("Ana",),
) -> GameRow:
    seats = [
        SeatRow(i, name, HUMAN, None, WON if ana_won else LOST, 1 if ana_won else 2, 5 if ana_won else 2)
        for i, name in enumerate(humans)
    ]
    seats.append(SeatRow(len(seats), "Bea", BOT, level, LOST if ana_won else WON, 2 if ana_won else 1, 3))
    return GameRow(
        game=game,
        options={"preset": "wink-en", "extra_card": False},
        played_at=at,
        seconds=312.5,
        seats=tuple(seats),
        figures={name: {"named_right": 2, "named_wrong": 1} for name in humans},
        recording=Path("/tmp/r.jsonl.gz"),
        preset="wink-en",
        end="no_cards",
    )


def test_a_game_is_kept_and_read_back_whole(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        kept = row()
        game_id = h.add_game(kept)
        back = h.game(game_id)
    assert back is not None
    assert back.id == game_id
    assert (back.game, back.preset, back.options, back.seconds, back.end) == (
        "wink",
        "wink-en",
        kept.options,
        312.5,
        "no_cards",
    )
    assert back.played_at == WHEN and back.played_at.tzinfo is not None
    assert back.seats == kept.seats
    assert back.figures == {"Ana": {"named_right": 2, "named_wrong": 1}}
    assert back.recording == Path("/tmp/r.jsonl.gz")
    assert back.seat_of("Ana") == kept.seats[0] and back.seat_of("Bea") is None


def test_games_are_listed_newest_first_by_game_and_profile(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        ids = [
            h.add_game(row(game=g, at=WHEN + timedelta(minutes=i)))
            for i, g in enumerate(["wink", "zwoggel", "wink"])
        ]
        h.add_game(row(humans=("Cy",), at=WHEN + timedelta(hours=1)))
        assert [g.id for g in h.games(profile="Ana")] == ids[::-1]
        assert [g.id for g in h.games(game="wink", profile="Ana")] == [ids[2], ids[0]]
        assert [g.id for g in h.games(profile="Ana", limit=1, offset=1)] == [ids[1]]
        assert h.count() == 4 and h.count(game="wink") == 3 and h.count(profile="Cy") == 1
        assert h.profiles() == ["Ana", "Cy"]
        assert h.games(profile="Bea") == []  # a bot is no profile
        assert h.game(9999) is None


def test_plays_give_each_human_seat_with_the_hardest_bot(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        h.add_game(row(humans=("Ana", "Cy"), level="expert"))
        plays = h.plays()
    assert [(p.profile, p.won, p.level, p.players) for p in plays] == [
        ("Ana", True, "expert", 3),
        ("Cy", True, "expert", 3),
    ]
    assert plays[0].figures == {"named_right": 2, "named_wrong": 1}


def test_a_bad_row_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        bad = row()
        with pytest.raises(ValueError):
            h.add_game(GameRow(bad.game, bad.options, bad.played_at, 1.0, bad.seats[1:]))  # seat 0 missing
        with pytest.raises(ValueError):
            h.add_game(GameRow(bad.game, bad.options, bad.played_at, 1.0, bad.seats, figures={"Bea": {}}))
        with pytest.raises(ValueError):  # a figure that is no count
            h.add_game(
                GameRow(bad.game, bad.options, bad.played_at, 1.0, bad.seats, figures={"Ana": {"x": "many"}})
            )  # type: ignore[dict-item]
        assert h.count() == 0


def test_the_default_file_is_in_the_data_folder(data_dir: Path) -> None:
    with History() as h:
        h.add_game(row())
    assert history_path() == data_dir / "history.sqlite3"
    assert (data_dir / "history.sqlite3").is_file()
    with History() as again:
        assert again.count() == 1


def test_a_file_that_is_no_database_is_kept_aside_with_one_notice(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "history.sqlite3").write_bytes(b"these are not the games you are looking for" * 100)
    with History() as h:
        assert h.count() == 0
        h.add_game(row())
        assert h.count() == 1
    aside = data_dir / "history.bad-1.sqlite3"
    assert aside.read_bytes().startswith(b"these are not")
    notices = take_notices()
    assert [n.key for n in notices] == ["notice.history_aside"]
    assert "history.bad-1.sqlite3" in notices[0].text("en")


def test_a_file_from_a_newer_version_is_kept_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    newer = sqlite3.connect(data_dir / "history.sqlite3")
    newer.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, future TEXT)")
    newer.execute(f"PRAGMA user_version = {history_schema.VERSION + 1}")
    newer.commit()
    newer.close()
    with History() as h:
        h.add_game(row())
        assert h.count() == 1
    kept = sqlite3.connect(data_dir / "history.bad-1.sqlite3")
    assert kept.execute("PRAGMA user_version").fetchone()[0] == history_schema.VERSION + 1
    kept.close()
    assert [n.key for n in take_notices()] == ["notice.history_aside"]


def test_an_unwritable_folder_gives_a_history_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    with History(blocker / "h.sqlite3") as h:
        h.add_game(row())
        assert h.count() == 1
    assert [n.key for n in take_notices()] == ["notice.history_memory"]


def test_a_version_1_file_is_migrated_by_the_next_migration(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.add_game(row())

    def second(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN note TEXT DEFAULT 'kept'")

    db = history_schema.connect(path)
    assert history_schema.migrate(db, [*history_schema.MIGRATIONS, second]) == 1
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert db.execute("SELECT game, note FROM games").fetchall() == [("wink", "kept")]
    assert history_schema.migrate(db, [*history_schema.MIGRATIONS, second]) == 2  # once only
    db.close()


def test_a_failing_migration_leaves_the_file_at_its_version(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.add_game(row())

    def broken(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN note TEXT")
        raise RuntimeError("half way")

    db = history_schema.connect(path)
    with pytest.raises(RuntimeError):
        history_schema.migrate(db, [*history_schema.MIGRATIONS, broken])
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "note" not in [c[1] for c in db.execute("PRAGMA table_info(games)")]
    db.close()


def test_threads_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    History(path).close()

    def write(name: str) -> None:
        with History(path) as h:
            for i in range(60):
                h.add_game(row(humans=(name,), at=WHEN + timedelta(seconds=i)))

    threads = [threading.Thread(target=write, args=(n,)) for n in ("Ana", "Cy", "Dee")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with History(path) as h:
        assert h.count() == 180
        assert {p: h.count(profile=p) for p in ("Ana", "Cy", "Dee")} == {"Ana": 60, "Cy": 60, "Dee": 60}


WRITER = """
import sys
from datetime import datetime, timezone
from pathlib import Path
from game.store.history import History, GameRow, SeatRow
name, path = sys.argv[1], Path(sys.argv[2])
with History(path) as h:
    for i in range(150):
        seats = (SeatRow(0, name, "human", None, "won", 1, 3),
                 SeatRow(1, "Bot", "bot", "normal", "lost", 2, 1))
        h.add_game(GameRow("zwoggel", {}, datetime.now(timezone.utc), 1.0, seats, {name: {"reveals": i}}))
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    History(path).close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, name, str(path)]) for name in ("Ana", "Cy")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    with History(path) as h:
        assert h.count(profile="Ana") == 150 and h.count(profile="Cy") == 150
        assert sorted(p.figures["reveals"] for p in h.plays(profile="Cy")) == list(range(150))


def test_recordings_can_be_dropped_and_the_game_stays(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        first = h.add_game(row(at=WHEN))
        second = h.add_game(row(at=WHEN + timedelta(minutes=1)))
        assert [i for i, _ in h.with_recordings()] == [second, first]
        h.drop_recording(first)
        assert [i for i, _ in h.with_recordings()] == [second]
        game = h.game(first)
        assert game is not None and game.recording is None and game.figures["Ana"]["named_right"] == 2


def test_a_file_damaged_in_use_is_kept_aside_and_the_game_still_kept(data_dir: Path) -> None:
    with History() as h:
        h.add_games([row(at=WHEN + timedelta(minutes=i)) for i in range(3000)])
    path = data_dir / "history.sqlite3"
    damaged = bytearray(path.read_bytes())
    middle = len(damaged) // 2
    damaged[middle : middle + 8192] = b"\x55" * 8192  # pages broken after the file was made
    path.write_bytes(bytes(damaged))
    with History() as h:  # opening reads only the schema: the damage is found in use
        assert h.count() == 3000
        assert h.plays() == []  # the broken pages: set aside, a new history
        assert h.add_game(row()) > 0
        assert h.count() == 1
    assert [n.key for n in take_notices()] == ["notice.history_aside"]
    assert (data_dir / "history.bad-1.sqlite3").read_bytes()[middle : middle + 8] == b"\x55" * 8
