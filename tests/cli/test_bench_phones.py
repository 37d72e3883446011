"""`bench phones` measures a real WebSocket phone in each of the ten seats of a WinkyBilly table (its figures
are not judged here: a benchmark, not a timed test)."""

from __future__ import annotations

import json

import pytest

from game.cli.main import main


def test_bench_phones_prints_its_latencies_measured_over_real_swaps(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "phones", "--seconds", "6"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["phones"] == 10 and figures["bench"] == "phones" and figures["game"] == "winkybilly"
    assert figures["moves_applied"] > 5 and figures["updates_measured"] > 5
    assert figures["views_received"] >= 10 * figures["updates_measured"] / 2
    assert 0 < figures["action_ms_p50"] <= figures["action_ms_p99"]
    assert 0 < figures["update_ms_p50"] <= figures["update_ms_p99"]
    assert figures["table_hz"] > 30
