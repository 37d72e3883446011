"""The phones' server over real HTTP and WebSocket connections on 127.0.0.1 (no browser here)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from yarl import URL

from game.phones.hub import Dropped, Hub, Joined
from game.phones.messages import BURST, MAX_MESSAGE_BYTES, Wink
from game.phones.server import PhoneServer

from .serving import base, quiet, receive, run, serving, wait_for

SECRET_VIEW = {"type": "view", "game": "winkybilly", "seat": 0, "lang": "en", "view": {"hand": ["QH7"]}}
TABLE_WORDS = ("Bea", "QH7", "winkybilly", "wink", "/hand/", "/ws", "shell.js", "data-game")


def test_a_seats_address_opens_its_page_and_its_socket_gets_the_latest_view() -> None:
    with serving() as server:
        assert server.address(0) == f"{base(server)}/hand/{server.hub.tokens[0]}"
        server.hub.publish(0, SECRET_VIEW)

        async def go() -> None:
            async with aiohttp.ClientSession() as client:
                page = await client.get(server.address(0))
                assert page.status == 200
                assert 'data-game="winkybilly"' in await page.text()
                ws = await client.ws_connect(server.address(0) + "/ws")
                assert await receive(ws) == SECRET_VIEW
                assert wait_for(lambda: server.connected() == {0})
                await ws.send_str(json.dumps({"type": "wink", "target": 3}))
                assert wait_for(lambda: Wink(0, 3) in server.hub.take())
                await ws.close()

        run(go())
        assert wait_for(lambda: server.connected() == set())
        assert server.hub.take() == [Dropped(0)]


@pytest.mark.parametrize("path", ["/hand/{forged}", "/hand/{forged}/ws", "/hand/{old}", "/hand/{old}/ws"])
def test_a_forged_or_old_token_is_refused_and_shows_nothing_of_the_table(path: str) -> None:
    old = Hub([0, 2])  # the tokens of a table before this one
    with serving() as server:
        server.hub.publish(0, SECRET_VIEW)
        url = base(server) + path.format(forged="A" * 24, old=old.tokens[0])

        async def go() -> tuple[int, str]:
            async with aiohttp.ClientSession() as client:
                answer = await client.get(url)
                return answer.status, await answer.text()

        status, text = run(go())
        assert status == 403
        assert "not (or no longer) valid" in text
        assert not [word for word in TABLE_WORDS if word.lower() in text.lower()]
        assert not [token for token in server.hub.tokens.values() if token in text]
        assert server.connected() == set() and server.hub.take() == []


def test_a_forged_token_cannot_open_a_socket() -> None:
    with serving() as server:

        async def go() -> None:
            async with aiohttp.ClientSession() as client:
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await client.ws_connect(base(server) + "/hand/" + "B" * 24 + "/ws")
                assert refused.value.status == 403

        run(go())
        assert server.hub.take() == []


def test_every_answer_is_not_cached_not_sniffed_sends_no_referrer_and_runs_only_its_own_scripts() -> None:
    with serving() as server:
        urls = [
            server.address(0),
            base(server) + "/hand/forged",
            base(server) + "/join",
            base(server) + "/page/shell.js",
            base(server) + "/page/style.css",
            base(server) + "/words/fr.json",
            base(server) + "/nothing",
            base(server) + "/",
        ]

        async def go() -> list[tuple[str, int, dict[str, str]]]:
            async with aiohttp.ClientSession() as client:
                answers = []
                for url in urls:
                    answer = await client.get(url, allow_redirects=False)
                    answers.append((url, answer.status, dict(answer.headers)))
                posted = await client.post(base(server) + "/join", data={"code": "ZZZZZ"})
                answers.append(("POST /join", posted.status, dict(posted.headers)))
                ws = await client.ws_connect(server.address(0) + "/ws")
                answers.append(("ws", 101, dict(ws._response.headers)))
                await ws.close()
                return answers

        for url, status, headers in run(go()):
            assert headers.get("Cache-Control") == "no-store", (url, status)
            assert headers.get("X-Content-Type-Options") == "nosniff", url
            assert headers.get("Referrer-Policy") == "no-referrer", url
            assert "script-src 'self'" in headers.get("Content-Security-Policy", ""), url
            assert "default-src 'none'" in headers.get("Content-Security-Policy", ""), url
            assert "aiohttp" not in headers.get("Server", ""), url


@pytest.mark.parametrize(
    "path",
    [
        "/page/../server.py",
        "/page/%2e%2e/server.py",
        "/page/..%2fserver.py",
        "/page/games/../../server.py",
        "/page/games/..%2f..%2fserver.py",
        "/page/hand.html",
        "/page/",
        "/page/games/",
        "/page/games/wink.py",
        "/page/games/.js",
        "/words/../hub.py",
        "/words/de.json",
        "/words/en.toml",
        "/server.py",
        "/game/phones/server.py",
        "/page//etc/passwd",
        "/page/%2fetc%2fpasswd",
    ],
)
def test_nothing_but_the_page_folder_is_served(path: str) -> None:
    with serving() as server:
        # The request goes out byte for byte as written (no client folds the dots away).
        with socket.create_connection(("127.0.0.1", server.port), timeout=3) as raw:
            raw.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
            answer = b""
            while chunk := raw.recv(65536):
                answer += chunk
        status = int(answer.split(b" ", 2)[1])
        assert status in (400, 404), (path, answer[:200])
        assert b"import" not in answer and b"PhoneServer" not in answer and b"root:" not in answer


def test_the_page_words_are_the_catalogues_phones_page_keys_in_the_tables_language() -> None:
    with serving(language="fr") as server:

        async def go() -> tuple[dict[str, str], str]:
            async with aiohttp.ClientSession() as client:
                words = await (await client.get(base(server) + "/words/fr.json")).json()
                page = await (await client.get(server.address(2))).text()
                return words, page

        words, page = run(go())
        assert words["moved"] == "Votre main est passée sur un autre téléphone."
        assert words["reconnect"] == "Touchez pour vous reconnecter"
        assert not [key for key in words if key.startswith(("phones.", "refused", "join"))]
        assert '<html lang="fr">' in page and "Connexion à la table…" in page


def test_too_large_garbled_and_binary_messages_are_refused_in_words_and_the_phone_stays() -> None:
    with serving() as server:

        async def go() -> list[dict[str, object]]:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                await ws.send_str(json.dumps({"type": "wink", "target": 1, "pad": "x" * MAX_MESSAGE_BYTES}))
                await ws.send_str("{not json")
                await ws.send_bytes(b"\x00\x01")
                await ws.send_str(json.dumps({"type": "ping"}))
                got = await quiet(ws, 0.5)
                await ws.send_str(json.dumps({"type": "look", "target": None}))
                await quiet(ws, 0.2)
                assert not ws.closed
                await ws.close()
                return got

        notices = [m["text"] for m in run(go()) if m["type"] == "notice"]
        assert notices == [
            "That message was too long for the table: nothing was done.",
            "The table could not read that message: nothing was done.",
        ]  # one line a second for each reason: the binary frame and the ping get none of their own
        assert wait_for(lambda: server.connected() == set())
        taken = server.hub.take()
        assert [type(item).__name__ for item in taken] == ["Joined", "Look", "Dropped"]


def test_a_flood_is_refused_beyond_the_limit_told_once_and_the_phone_stays() -> None:
    with serving() as server:
        sent = 3 * BURST

        async def go() -> list[dict[str, object]]:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                for _ in range(sent):
                    await ws.send_str(json.dumps({"type": "wink", "target": 1}))
                got = await quiet(ws, 0.5)
                assert not ws.closed
                await ws.send_str(json.dumps({"type": "wink", "target": 2}))  # after a pause: taken
                assert wait_for(lambda: Wink(0, 2) in server.hub.take(), 2)
                await ws.close()
                return got

        got = run(go())
        assert [m["text"] for m in got] == [
            "Too many taps at once: the table skipped some. Slow down a little."
        ]


def test_a_flood_delivers_no_more_than_the_burst_and_its_refill() -> None:
    clock = [100.0]
    with serving(clock=lambda: clock[0]) as server:  # the server's clock stands still

        async def go() -> None:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                for _ in range(3 * BURST):
                    await ws.send_str(json.dumps({"type": "wink", "target": 1}))
                await quiet(ws, 0.3)
                assert not ws.closed
                await ws.close()

        run(go())
        winks = [item for item in server.hub.take() if isinstance(item, Wink)]
        assert len(winks) == BURST


def test_a_page_that_keeps_flooding_is_closed_after_a_bound() -> None:
    clock = [100.0]
    with serving(clock=lambda: clock[0]) as server:

        async def go() -> aiohttp.WSMessage:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                for _ in range(30 * BURST):
                    if ws.closed:
                        break
                    await ws.send_str("x")
                while True:
                    message = await ws.receive(timeout=3)
                    if message.type != aiohttp.WSMsgType.TEXT:
                        return message

        closing = run(go())
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert wait_for(lambda: server.connected() == set())


def test_a_second_phone_on_the_same_seat_takes_the_hand_and_the_first_is_told() -> None:
    with serving() as server:
        server.hub.publish(2, {"type": "view", "n": 1})

        async def go() -> None:
            async with aiohttp.ClientSession() as first, aiohttp.ClientSession() as second:
                old = await first.ws_connect(server.address(2) + "/ws")
                assert (await receive(old))["n"] == 1
                new = await second.ws_connect(server.address(2) + "/ws")
                assert (await receive(new))["n"] == 1
                assert await receive(old) == {"type": "moved"}
                ended = await old.receive(timeout=3)
                assert ended.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
                server.hub.publish(2, {"type": "view", "n": 2})
                assert (await receive(new))["n"] == 2
                assert server.connected() == {2}
                await new.close()

        run(go())
        assert wait_for(lambda: server.connected() == set())
        assert server.hub.take() == [Joined(2, False), Joined(2, True), Dropped(2)]


def test_each_view_goes_once_the_newest_first_and_lines_only_to_a_phone_that_is_there() -> None:
    with serving() as server:
        hub = server.hub
        hub.tell(0, "for nobody")  # no phone yet: not kept
        hub.publish(0, {"type": "view", "n": 1})
        hub.publish(0, {"type": "view", "n": 2})

        async def go() -> list[dict[str, object]]:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                got = await quiet(ws, 0.3)
                hub.publish(0, {"type": "view", "n": 3})
                hub.tell(0, "Not your turn.")
                hub.publish(2, {"type": "view", "n": 99})  # another seat's: never here
                got += await quiet(ws, 0.3)
                await ws.close()
                return got

        assert run(go()) == [
            {"type": "view", "n": 2},
            {"type": "view", "n": 3},
            {"type": "notice", "text": "Not your turn."},
        ]


def test_stop_tells_every_phone_closes_the_port_and_ends_the_thread_and_may_be_called_twice() -> None:
    server = PhoneServer(Hub([0]), "wink")
    server.start()
    port, thread = server.port, server._thread
    assert thread is not None and thread.is_alive()

    async def go() -> dict[str, object]:
        async with aiohttp.ClientSession() as client:
            ws = await client.ws_connect(server.address(0) + "/ws")
            assert wait_for(lambda: server.connected() == {0})
            # stop() from another thread, as the table's would: this loop stays free to answer.
            import asyncio

            await asyncio.to_thread(server.stop)
            return await receive(ws)

    assert run(go()) == {"type": "closed"}
    assert not thread.is_alive()
    server.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    server.hub.publish(0, {"type": "view"})  # the table may still publish: nothing wakes, nothing breaks


def test_a_port_in_use_is_refused_in_words_and_leaves_no_thread() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = PhoneServer(Hub([0]), "wink", port=port, language="en")
        with pytest.raises(OSError, match=f"The phones could not be offered on 127.0.0.1, port {port}"):
            server.start()
        assert server._thread is not None and not server._thread.is_alive()
        server.stop()


def test_an_unknown_path_is_not_found_without_a_listing() -> None:
    with serving() as server:

        async def go() -> tuple[int, str]:
            async with aiohttp.ClientSession() as client:
                answer = await client.get(URL(base(server) + "/page", encoded=True))
                return answer.status, await answer.text()

        status, text = run(go())
        assert status == 404 and "shell.js" not in text


def test_the_tables_thread_never_waits_on_a_busy_server() -> None:
    with serving() as server:
        loop = server._loop
        assert loop is not None
        loop.call_soon_threadsafe(time.sleep, 0.5)  # the server's loop is busy for half a second
        time.sleep(0.05)
        began = time.perf_counter()
        for n in range(100):
            server.hub.publish(0, {"type": "view", "n": n})
            server.hub.tell(2, "a line")
        assert time.perf_counter() - began < 0.1


def test_a_socket_from_another_sites_page_is_refused_even_with_the_token() -> None:
    with serving() as server:

        async def go() -> int:
            async with aiohttp.ClientSession() as client:
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await client.ws_connect(server.address(0) + "/ws", origin="http://evil.example")
                return refused.value.status

        assert run(go()) == 403
        assert server.hub.take() == []


@pytest.mark.parametrize("host", ["0.0.0.0", "", "localhost", "example.org"])
def test_the_server_listens_only_on_one_address_the_host_chose(host: str) -> None:
    with pytest.raises(ValueError):
        PhoneServer(Hub([0]), "wink", host=host)


EXITING = """
import sys
from game.phones.hub import Hub
from game.phones.server import PhoneServer
server = PhoneServer(Hub([0]), "wink")
server.start()
print(server.address(0), flush=True)
sys.stdin.readline()
"""  # and the process ends without calling stop()


def test_a_game_that_exits_without_stopping_still_tells_its_phones_the_table_closed() -> None:
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen(
        [sys.executable, "-c", EXITING], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None and process.stdin is not None
        address = process.stdout.readline().strip()

        async def go() -> dict[str, object]:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(address + "/ws")
                assert process.stdin is not None
                process.stdin.write("bye\n")
                process.stdin.flush()
                return await receive(ws, timeout=10)

        assert run(go()) == {"type": "closed"}
        assert process.wait(10) == 0
    finally:
        process.kill()


def test_a_frame_far_beyond_the_limit_ends_that_connection_and_delivers_nothing() -> None:
    with serving() as server:

        async def go() -> aiohttp.WSMessage:
            async with aiohttp.ClientSession() as client:
                ws = await client.ws_connect(server.address(0) + "/ws")
                await ws.send_str(json.dumps({"type": "wink", "target": 1, "pad": "x" * 100_000}))
                return await ws.receive(timeout=3)

        ended = run(go())
        assert ended.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert wait_for(lambda: server.connected() == set())
        assert server.hub.take() == [Joined(0, False), Dropped(0)]


def test_the_same_phone_back_before_its_drop_was_seen_rejoins_quietly_another_takes_the_hand() -> None:
    with serving() as server:
        server.hub.publish(0, {"type": "view", "n": 1})
        ours, theirs = "a" * 32, "b" * 32

        async def go() -> tuple[list[dict[str, object]], list[dict[str, object]]]:
            async with aiohttp.ClientSession() as first, aiohttp.ClientSession() as second:
                old = await first.ws_connect(server.address(0) + f"/ws?phone={ours}")
                await receive(old)
                back = await first.ws_connect(server.address(0) + f"/ws?phone={ours}")
                assert (await receive(back))["n"] == 1
                quietly = await quiet(old, 0.5)  # its old socket closes without a word
                assert old.closed
                thief = await second.ws_connect(server.address(0) + f"/ws?phone={theirs}")
                await receive(thief)
                told = await quiet(back, 0.5)
                await thief.close()
                return quietly, told

        quietly, told = run(go())
        assert quietly == [] and told == [{"type": "moved"}]
        assert wait_for(lambda: server.connected() == set())
        assert server.hub.take() == [Joined(0, False), Joined(0, False), Joined(0, True), Dropped(0)]


@pytest.mark.parametrize("name", ["", "short", "a" * 65, "a" * 31 + "!"])
def test_a_phone_without_a_proper_name_is_never_the_same_phone(name: str) -> None:
    with serving() as server:

        async def go() -> list[dict[str, object]]:
            async with aiohttp.ClientSession() as client:
                old = await client.ws_connect(server.address(0) + f"/ws?phone={name}")
                new = await client.ws_connect(server.address(0) + f"/ws?phone={name}")
                got = await quiet(old, 0.5)
                await new.close()
                return got

        assert run(go()) == [{"type": "moved"}]
        assert Joined(0, True) in server.hub.take()


def test_closing_the_table_does_not_wait_on_phones_that_do_not_answer() -> None:
    server = PhoneServer(Hub([0, 2]), "wink")
    server.start()
    frozen: list[socket.socket] = []
    for seat in (0, 2):  # two phones whose network vanished: they will never answer the close
        raw = socket.create_connection(("127.0.0.1", server.port), timeout=3)
        path = server.address(seat).split(str(server.port), 1)[1] + "/ws"
        raw.sendall(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        assert b"101" in raw.recv(4096).split(b"\r\n", 1)[0]
        frozen.append(raw)
    assert wait_for(lambda: server.connected() == {0, 2})
    began = time.perf_counter()
    server.stop()
    took = time.perf_counter() - began
    assert server._thread is not None and not server._thread.is_alive()
    assert took < 1.5, took
    for raw in frozen:
        raw.close()
