"""`serve`: a table without a window with phone seats, from the command line."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from game.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


def test_serve_writes_the_tokens_file_serves_each_seats_page_and_stops_after_its_seconds(
    tmp_path: Path,
) -> None:
    tokens = tmp_path / "seats.json"
    env = {
        **os.environ,
        "WINKHOUSE_DATA_DIR": str(tmp_path / "data"),
        "WINKHOUSE_LOG_DIR": str(tmp_path / "logs"),
    }
    command = [sys.executable, "-m", "game", "serve", "winkybilly", "--phones", "2", "--bots", "beginner"]
    command += [
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--tokens",
        str(tokens),
        "--seconds",
        "6",
        "--seed",
        "3",
    ]
    started = time.monotonic()
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        while not tokens.exists() and time.monotonic() - started < 30:
            time.sleep(0.05)
        data = json.loads(tokens.read_text(encoding="utf-8"))
        assert stat.S_IMODE(tokens.stat().st_mode) == 0o600
        assert data["game"] == "winkybilly" and [s["seat"] for s in data["seats"]] == [0, 1]
        addresses = [s["address"] for s in data["seats"]]
        assert all(a.startswith("http://127.0.0.1:") and "/hand/" in a for a in addresses)
        assert len(set(addresses)) == 2 and all(s["name"] for s in data["seats"])
        with urllib.request.urlopen(addresses[1], timeout=5) as answer:
            page = answer.read().decode()
        assert answer.status == 200 and 'data-game="winkybilly"' in page
        forged = addresses[1].rsplit("/", 1)[0] + "/" + "x" * 24
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(forged, timeout=5)
        assert refused.value.code == 403
        out, err = process.communicate(timeout=40)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert out.count("\n") == 1 and out.startswith("served winkybilly for 6.") and "(time)" in out
    port = int(addresses[0].split(":")[2].split("/")[0])
    with socket.socket() as probe:  # nothing listens any more
        assert probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["wink", "--phones", "9"], "phone seats, not 9"),
        (["winkybilly", "--phones", "2", "--host", "192.0.2.7"], "not an address of this machine"),
        (["winkybilly", "--phones", "2", "--bots", "godlike"], "unknown bot level"),
        (["winkybilly", "--phones", "11"], "must be from 1 to 10"),
    ],
)
def test_serve_refuses_bad_values_in_one_line_and_listens_nowhere(
    args: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tokens = tmp_path / "seats.json"
    assert main(["serve", *args, "--tokens", str(tokens), "--seconds", "1"], prog="winkhouse") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err
    assert not tokens.exists()


def test_serve_refuses_a_port_in_use(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        tokens = tmp_path / "seats.json"
        assert (
            main(["serve", "wink", "--phones", "1", "--port", port, "--tokens", str(tokens)], prog="w") == 2
        )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and port in err
    assert not tokens.exists()
