"""Recordings compressed: `Recording.read` reads a gzip-compressed trace (`.jsonl.gz`, as the
history keeps them) as it reads a plain one, told by its first bytes and not by its name; a
compressed file cut short, damaged, or holding no recording is refused with one sentence."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from game.bots.recording import Recording, RecordingError

from .replaying import ENGINES
from .test_recording_files import short_table


@pytest.fixture(scope="module")
def text() -> str:
    return short_table(20.0)[1]


def refused(path: Path) -> str:
    with pytest.raises(RecordingError) as refusal:
        Recording.read(path, ENGINES)
    message = str(refusal.value)
    assert "\n" not in message and not message.endswith(".")
    return message


def test_a_compressed_recording_reads_back_as_the_plain_one(text: str, tmp_path: Path) -> None:
    plain = tmp_path / "game.jsonl"
    plain.write_text(text, encoding="utf-8")
    packed = tmp_path / "game.jsonl.gz"
    packed.write_bytes(gzip.compress(text.encode("utf-8")))
    assert packed.read_bytes()[:2] == b"\x1f\x8b" and packed.stat().st_size < plain.stat().st_size / 3
    a, b = Recording.read(plain, ENGINES), Recording.read(packed, ENGINES)
    assert b.records == a.records and b.actions == a.actions and b.end == a.end and a.end > 15


def test_the_content_says_it_is_compressed_not_the_name(text: str, tmp_path: Path) -> None:
    misnamed = tmp_path / "game.jsonl"  # compressed, named as a plain one
    misnamed.write_bytes(gzip.compress(text.encode("utf-8")))
    plain_named_gz = tmp_path / "plain.jsonl.gz"  # plain, named as a compressed one
    plain_named_gz.write_text(text, encoding="utf-8")
    assert Recording.read(misnamed, ENGINES).records == Recording.read(plain_named_gz, ENGINES).records


def test_a_compressed_file_cut_short_is_refused(text: str, tmp_path: Path) -> None:
    packed = gzip.compress(text.encode("utf-8"))
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(packed[: len(packed) // 2])
    assert "cut short" in refused(cut)
    cut.write_bytes(packed[:-4])  # the stream whole but its length missing: still refused
    assert "not a Winkhouse table recording" in refused(cut)


def test_a_damaged_compressed_file_is_refused(text: str, tmp_path: Path) -> None:
    packed = bytearray(gzip.compress(text.encode("utf-8")))
    packed[len(packed) // 2] ^= 0xFF
    bad = tmp_path / "bad.jsonl.gz"
    bad.write_bytes(bytes(packed))
    assert "compressed data is damaged" in refused(bad)
    bad.write_bytes(b"\x1f\x8b" + b"not gzip at all")
    assert "not a Winkhouse table recording" in refused(bad)


def test_compressed_text_that_is_no_recording_is_refused_as_a_plain_one(tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl.gz"
    notes.write_bytes(gzip.compress(b"hello\n"))
    assert "line 1 is not JSON" in refused(notes)
    binary = tmp_path / "binary.jsonl.gz"
    binary.write_bytes(gzip.compress(b"\xff\xfe\x00\x81"))
    assert "it is not text" in refused(binary)
